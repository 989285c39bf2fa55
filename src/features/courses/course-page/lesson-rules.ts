/** Mirrors LESSON_TITLE_MAX of convex/model/lessons.ts (the server enforces it too). */
export const LESSON_TITLE_MAX = 120;
