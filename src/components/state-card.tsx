import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The centred card for an empty list, a refusal or a page that cannot be shown: an icon, a
 * title, a line of text and actions. `page` is the large version that stands in for a screen.
 */
export function StateCard({
  icon,
  title,
  titleAs: Title = "h2",
  children,
  actions,
  size = "section",
  role,
  className,
}: {
  icon: ReactNode;
  title: ReactNode;
  titleAs?: "h1" | "h2" | "h3" | "p";
  children?: ReactNode;
  actions?: ReactNode;
  size?: "page" | "section";
  role?: "alert" | "status";
  className?: string;
}) {
  const page = size === "page";
  return (
    <div
      role={role}
      className={cn(
        "bg-card flex flex-col items-center rounded-2xl border border-dashed px-6 text-center",
        page ? "mx-auto max-w-lg py-16" : "py-12",
        className,
      )}
    >
      <span
        className={cn(
          "bg-secondary text-primary flex items-center justify-center rounded-full",
          page ? "size-14 [&_svg]:size-7" : "size-12 [&_svg]:size-6",
        )}
      >
        {icon}
      </span>
      <Title
        className={cn("break-words", page ? "mt-6 text-2xl font-bold tracking-tight" : "mt-4 text-lg font-semibold")}
      >
        {title}
      </Title>
      {children && (
        <div className={cn("text-muted-foreground max-w-sm", page ? "mt-2" : "mt-1 text-sm")}>{children}</div>
      )}
      {actions && <div className={cn("flex flex-wrap justify-center gap-3", page ? "mt-8" : "mt-6")}>{actions}</div>}
    </div>
  );
}
