import { Fragment, type ReactNode } from "react";

/**
 * Marks to put in a message where elements go (characters no translation contains):
 * `rich(t("x.hint", { link: MARKS[0] }), [<Link … />])`. The whole sentence stays one message, so
 * each language places the elements where they read right (ADR 0089).
 */
export const MARKS = ["\u0001", "\u0002", "\u0003", "\u0004"] as const;

const SPLIT = new RegExp(`(${MARKS.join("|")})`);

/** The message's words with each element where its mark is. */
export function rich(words: string, nodes: readonly ReactNode[]): ReactNode {
  return words.split(SPLIT).map((part, index) => {
    const at = (MARKS as readonly string[]).indexOf(part);
    return <Fragment key={index}>{at >= 0 ? nodes[at] : part}</Fragment>;
  });
}
