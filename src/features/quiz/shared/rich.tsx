import { Fragment, type ReactNode } from "react";

/**
 * A catalog message with `<b>…</b>` around the words to stress ("You may take this quiz
 * <b>twice</b>"), as React nodes: each stressed part goes through `render` (bold by default).
 */
export function rich(
  text: string,
  render: (chunk: string, index: number) => ReactNode = (chunk, index) => <strong key={index}>{chunk}</strong>,
): ReactNode {
  const parts = text.split(/<b>(.*?)<\/b>/s);
  return parts.map((part, i) => (i % 2 === 1 ? render(part, i) : <Fragment key={i}>{part}</Fragment>));
}
