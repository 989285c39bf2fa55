/**
 * The grader's keys (ADR 0063), chosen to work while typing in the feedback box too: Alt+↓ / Alt+↑
 * move to the next / previous student of the list, Ctrl+Enter (⌘+Enter on a Mac) saves, and with
 * Shift saves and moves on. Rubric levels are radio groups: Tab reaches a criterion, the arrow keys
 * choose its level. Listed on screen by `KeyboardHelp`.
 */
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

export const KEYBOARD_HELP: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: "Alt + ↓", what: "Next student" },
  { keys: "Alt + ↑", what: "Previous student" },
  { keys: "Tab", what: "Next criterion, comment or field" },
  { keys: "← → ↑ ↓", what: "Choose a criterion's level" },
  { keys: "Ctrl + Enter (⌘ + Enter)", what: "Save" },
  { keys: "Ctrl + Shift + Enter (⌘ + Shift + Enter)", what: "Save and go to the next student" },
];
