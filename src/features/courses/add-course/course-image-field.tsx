import { XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DEFAULT_COURSE_IMAGE } from "@/lib/me";
import { useObjectUrl } from "@/lib/use-object-url";
import { imageHint } from "@/lib/words/image-hint";
import { IMAGE_ACCEPT } from "@convex/shared/limits";
import { useT } from "../manage/i18n";

/** Optional course picture: a file picker limited to the accepted types, with a preview. */
export function CourseImageField({
  image,
  error,
  disabled,
  onChange,
  currentUrl = "",
}: {
  image: File | null;
  /** The course's image now (course settings), shown until another is chosen; "" for none. */
  currentUrl?: string;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const t = useT();
  // No preview of a file that will be refused.
  const preview = useObjectUrl(error ? null : image);
  const inputRef = useRef<HTMLInputElement>(null);

  // The input keeps its own file list; clear it when the form resets or the file is removed.
  useEffect(() => {
    if (image === null && inputRef.current) inputRef.current.value = "";
  }, [image]);

  return (
    <FormField name="image" label={t("coursesManage.imageField.label")} error={error} hint={imageHint()}>
      <div className="flex items-center gap-3 sm:gap-4">
        <img
          src={preview ?? (currentUrl || DEFAULT_COURSE_IMAGE)}
          alt={
            preview
              ? t("coursesManage.imageField.previewAlt")
              : currentUrl
                ? t("coursesManage.imageField.currentAlt")
                : ""
          }
          className="bg-muted h-12 w-16 shrink-0 rounded-lg border object-cover sm:h-16 sm:w-24"
        />
        <Input
          {...fieldAria("image", error, true)}
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="min-w-0 cursor-pointer"
        />
        {image && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label={t("coursesManage.imageField.remove")}
          >
            <XIcon />
          </Button>
        )}
      </div>
    </FormField>
  );
}
