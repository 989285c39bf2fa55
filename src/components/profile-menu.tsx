import { Link, useNavigate } from "@tanstack/react-router";
import { ChevronDownIcon, LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from "lucide-react";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@convex/shared/language";
import { isTheme, THEMES } from "@convex/shared/theme";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { UserAvatar } from "@/components/user-avatar";
import { useT } from "@/components/i18n";
import { themeName } from "@/components/theme-name";
import { useAuthAdapter } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n/language";
import { useProfile } from "@/lib/me";
import { useTheme } from "@/lib/theme";

/**
 * The signed-in user's button in the top bar: Profile, Settings, Admin console (Admins only), the
 * theme (ADR 0086), the language (ADR 0089), Logout.
 */
export default function ProfileMenu() {
  const profile = useProfile();
  const { logout } = useAuthAdapter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { theme, choose } = useTheme();
  const language = useLanguage();
  const t = useT();

  async function handleLogout() {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      await navigate({ to: "/login" });
    }
  }

  // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable
  // (axe: aria-hidden-focus). Focus still moves into the menu, and Escape returns it to the button.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 rounded-full ps-1 pe-2" disabled={busy}>
          <UserAvatar dp={profile?.dp} className="size-8" />
          <span className="max-w-[10rem] truncate max-sm:sr-only">
            {profile?.displayName ?? t("common.profileMenu.account")}
          </span>
          <ChevronDownIcon className="text-muted-foreground size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {profile && (
          <>
            <DropdownMenuLabel className="font-normal">
              <span className="block truncate text-sm font-medium">{profile.displayName}</span>
              <span className="text-muted-foreground block truncate text-xs">{profile.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            {t("common.profileMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon aria-hidden="true" />
            {t("common.profileMenu.settings")}
          </Link>
        </DropdownMenuItem>
        {profile?.role === "Admin" && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldIcon aria-hidden="true" />
              {t("common.profileMenu.adminConsole")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal" id="theme-menu-label">
          {t("common.profileMenu.theme")}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-menu-label"
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) void choose(value);
          }}
        >
          {THEMES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
              {themeName(choice)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal" id="language-menu-label">
          {t("common.profileMenu.language")}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="language-menu-label"
          value={language.language}
          onValueChange={(value) => {
            if (isLanguage(value)) void language.choose(value);
          }}
        >
          {LANGUAGES.map((choice) => (
            <DropdownMenuRadioItem
              key={choice}
              value={choice}
              lang={choice}
              onSelect={(event) => event.preventDefault()}
            >
              {LANGUAGE_NAMES[choice]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleLogout()}>
          <LogOutIcon aria-hidden="true" />
          {t("common.profileMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
