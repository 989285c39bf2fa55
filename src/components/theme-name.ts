import type { Theme } from "@convex/shared/theme";
import { t } from "./i18n";

const THEME_NAMES = {
  system: "common.profileMenu.themeSystem",
  light: "common.profileMenu.themeLight",
  dark: "common.profileMenu.themeDark",
} as const satisfies Record<Theme, string>;

/** A theme's name in the language in force ("Same as this device", "Light", "Dark"): the profile menu's and the settings page's. */
export function themeName(theme: Theme): string {
  return t(THEME_NAMES[theme]);
}
