import { splitLinks } from "./linkify";

/**
 * A message's text: shown as text (React escapes it, never HTML), with http(s) addresses as
 * links that open in a new tab without giving that tab a handle on this one.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
