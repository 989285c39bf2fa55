import { t } from "../i18n";

/** SPEC §9: the catalogue shows the first 100 characters of a description. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** The description cut to its first 100 characters, with an ellipsis when it was cut. */
export function previewDescription(description: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = description.trim();
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/** "12 hrs", "1 hr", "1.5 hrs". */
export function hoursText(hours: number): string {
  const count = Number.isInteger(hours) ? hours : Math.round(hours * 10) / 10;
  return t("courses.catalogue.hours", { count });
}
