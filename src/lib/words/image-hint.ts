import { formatBytes, IMAGE_MAX_BYTES, IMAGE_TYPES, typeList } from "@convex/shared/limits";
import { formatList } from "@/lib/i18n/format";
import { t } from "./i18n";

/** The hint under an image picker, in the language in force: "PNG, JPEG, GIF or WebP, up to 5 MB." */
export function imageHint(): string {
  return t("lib.imageHint", {
    types: formatList(
      IMAGE_TYPES.map((type) => typeList([type])),
      { type: "disjunction" },
    ),
    size: formatBytes(IMAGE_MAX_BYTES),
  });
}
