import type { ReactNode } from "react";
import { MARKS, rich as withNodes } from "@/lib/i18n/rich";

/**
 * A catalog message with `<b>…</b>` around the words to stress ("You may take this quiz
 * <b>twice</b>"), as React nodes: each stressed part goes through `render` (bold by default) and
 * takes a mark's place for `@/lib/i18n/rich`, so a message stresses at most MARKS.length parts
 * (the quiz's messages stress two at most); any further part is left as plain words.
 */
export function rich(
  text: string,
  render: (chunk: string, index: number) => ReactNode = (chunk, index) => <strong key={index}>{chunk}</strong>,
): ReactNode {
  const nodes: ReactNode[] = [];
  const words = text.replace(/<b>(.*?)<\/b>/gs, (_tag, chunk: string) => {
    const mark = MARKS[nodes.length];
    if (mark === undefined) return chunk;
    nodes.push(render(chunk, nodes.length));
    return mark;
  });
  return withNodes(words, nodes);
}
