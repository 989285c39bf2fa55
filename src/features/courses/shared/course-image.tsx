import { useState, type ComponentProps } from "react";
import { DEFAULT_COURSE_IMAGE } from "@/lib/me";
import { cn } from "@/lib/utils";
import { useT } from "../i18n";

type CourseImageProps = Omit<ComponentProps<"img">, "src" | "alt"> & {
  /** The course's imageUrl; "" (no image) shows the default picture. */
  imageUrl: string | null | undefined;
  /** The course name, used for the alt text. */
  courseName: string;
};

/**
 * A course picture that falls back to the default course image when the course has none
 * or when its image fails to load (SPEC §9: default images when a photo is missing).
 */
export function CourseImage({ imageUrl, courseName, className, onError, ...rest }: CourseImageProps) {
  const t = useT();
  // Remember which URL failed, so a later, different imageUrl is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const wanted = imageUrl?.trim() ?? "";
  const src = wanted !== "" && wanted !== failedUrl ? wanted : DEFAULT_COURSE_IMAGE;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={src}
      alt={t("courses.shared.coverImageOf", { name: courseName })}
      className={cn("bg-muted object-cover", className)}
      onError={(event) => {
        if (src !== DEFAULT_COURSE_IMAGE) setFailedUrl(src);
        onError?.(event);
      }}
    />
  );
}
