import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "@convex/shared/limits";
import { fileSize, fileTypeList } from "./file-words";
import { t } from "./i18n";

/** The hint under an image picker, in the language in force: "PNG, JPEG, GIF or WebP, up to 5 MB." */
export function imageHint(): string {
  return t("lib.imageHint", { types: fileTypeList(IMAGE_TYPES), size: fileSize(IMAGE_MAX_BYTES) });
}
