import type { ComponentPropsWithoutRef } from "react";
import Markdown, { type Components } from "react-markdown";
import { cn } from "@/lib/utils";

/**
 * Only web URLs survive: http(s) links and https images (the app's Content Security Policy loads
 * no http images); javascript:, data:, mailto:, relative and other URLs are dropped.
 */
export function safeUrl(url: string, key = "href"): string | null {
  try {
    const { protocol } = new URL(url);
    if (protocol === "https:") return url;
    return protocol === "http:" && key !== "src" ? url : null;
  } catch {
    return null;
  }
}

function Link({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  // A dropped URL leaves plain text, not something that looks clickable.
  if (href === undefined || href === "") return <span>{children}</span>;
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary font-medium underline underline-offset-2"
    >
      {children}
    </a>
  );
}

type HeadingLevel = 2 | 3 | 4;
/** By the level rendered (h2 to h6): a heading looks its rank on the page, wherever it comes from. */
const HEADING_CLASSES: Record<number, string> = {
  2: "mt-8 mb-3 text-2xl font-bold tracking-tight",
  3: "mt-7 mb-3 text-xl font-semibold",
  4: "mt-6 mb-2 text-lg font-semibold",
  5: "mt-5 mb-2 font-semibold",
  6: "mt-4 mb-2 font-semibold",
};

/**
 * The text's own headings sit under the page's headings: its "#" becomes an h`top` (an h2 under a
 * lesson's h1, an h3 under an assignment's h2), each level below it one further down (h6 at most).
 */
function headings(top: HeadingLevel): Components {
  const levels = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
  return Object.fromEntries(
    levels.map((level, index) => {
      const rank = Math.min(6, top + index);
      const Tag = `h${rank}` as "h2";
      const Heading: Components["h1"] = ({ node: _node, ...props }) => (
        <Tag className={HEADING_CLASSES[rank]} {...props} />
      );
      return [level, Heading];
    }),
  );
}

const components: Components = {
  a: Link,
  p: ({ node: _node, ...props }) => <p className="my-4 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-4 list-disc space-y-1 ps-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-4 list-decimal space-y-1 ps-6" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-primary/40 text-muted-foreground my-4 border-s-4 ps-4 italic" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    // Scrollable code must be reachable by keyboard (axe: scrollable-region-focusable).
    <pre className="bg-muted my-4 overflow-x-auto rounded-lg p-4 text-sm leading-6" tabIndex={0} {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn(
        "bg-muted rounded px-1 py-0.5 font-mono text-[0.9em] [pre_&]:bg-transparent [pre_&]:p-0",
        className,
      )}
      {...props}
    />
  ),
  img: ({ node: _node, alt, ...props }) => (
    <img alt={alt ?? ""} loading="lazy" className="my-4 max-w-full rounded-lg" {...props} />
  ),
  hr: () => <hr className="my-8" />,
};

const byTop = {
  2: { ...components, ...headings(2) },
  3: { ...components, ...headings(3) },
  4: { ...components, ...headings(4) },
};

/**
 * A teacher's Markdown (a lesson, an assignment's instructions), rendered safely: raw HTML is
 * skipped (never parsed into elements), only http(s) URLs are kept, and links open in a new tab
 * without giving it this page. `topHeading`: the level of the text's "#" (2 by default).
 */
export function SafeMarkdown({
  children,
  className,
  topHeading = 2,
}: {
  children: string;
  className?: string;
  topHeading?: HeadingLevel;
}) {
  return (
    <div className={cn("max-w-none break-words [&>:first-child]:mt-0", className)}>
      <Markdown skipHtml urlTransform={safeUrl} components={byTop[topHeading]}>
        {children}
      </Markdown>
    </div>
  );
}
