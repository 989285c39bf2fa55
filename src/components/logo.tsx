import { cn } from "@/lib/utils";

/** The Lyceum mark: an "L" and a dot, on ink blue. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 23V9h3v11.2h7V23z" className="fill-highlight" />
      <circle cx="22" cy="11" r="2.2" fill="#fff" />
    </svg>
  );
}
