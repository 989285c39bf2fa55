/**
 * The grader's keys (ADR 0063), chosen to work while typing in the feedback box too: Alt+↓ / Alt+↑
 * move to the next / previous student of the list, Ctrl+Enter (⌘+Enter on a Mac) saves, and with
 * Shift saves and moves on. Rubric levels are radio groups: Tab reaches a criterion, the arrow keys
 * choose its level. Listed on screen by `KeyboardHelp`.
 */
import type en from "./locales/en.json";

type Key = Extract<keyof typeof en, string>;

export type GraderKey = "next" | "previous" | "save" | "saveAndNext";

type KeyLike = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">;

export function graderKey(event: KeyLike): GraderKey | null {
  if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    if (event.key === "ArrowDown") return "next";
    if (event.key === "ArrowUp") return "previous";
  }
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key === "Enter") {
    return event.shiftKey ? "saveAndNext" : "save";
  }
  return null;
}

/** Each shortcut: its keys (as written on keyboards, or a catalog key where they have words) and what it does. */
export const KEYBOARD_HELP: ReadonlyArray<{ keys: { text: string } | { key: Key }; what: Key }> = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- key names as printed on keyboards
  { keys: { text: "Alt + ↓" }, what: "grading.keys.next" },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- key names as printed on keyboards
  { keys: { text: "Alt + ↑" }, what: "grading.keys.previous" },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- key names as printed on keyboards
  { keys: { text: "Tab" }, what: "grading.keys.tab" },
  { keys: { text: "← → ↑ ↓" }, what: "grading.keys.level" },
  { keys: { key: "grading.keys.saveKeys" }, what: "grading.keys.save" },
  { keys: { key: "grading.keys.saveAndNextKeys" }, what: "grading.keys.saveAndNext" },
];
