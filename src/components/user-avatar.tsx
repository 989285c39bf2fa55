import { useState } from "react";
import { avatarSrc, DEFAULT_AVATAR } from "@/lib/me";
import { cn } from "@/lib/utils";

/** A round profile picture; the default picture when there is none or it fails to load. */
export function UserAvatar({
  dp,
  alt = "",
  className,
}: {
  dp: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  const wanted = avatarSrc(dp);
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(wanted)}
      className={cn("bg-muted size-8 shrink-0 rounded-full object-cover", className)}
    />
  );
}
