import type { ReactNode } from "react";

/** Small print under a form. */
export function FormNote({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-center text-xs">{children}</p>;
}
