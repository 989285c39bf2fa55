/**
 * Convex validators of a course's quiz settings (convex/shared/quizSettingsRules.ts has the type,
 * the limits and the form schema): what `quiz_settings_changed` and the `quizSettings` table carry.
 */
import { v } from "convex/values";

export const quizSettingsFields = {
  /** Attempts a student may take; null: no limit (ADR 0056). */
  maxAttempts: v.union(v.number(), v.null()),
  /** Minutes between two attempts. */
  cooldownMinutes: v.number(),
  /** A finished attempt passes from this whole percent of its questions' credit (ADR 0076). */
  passPercent: v.number(),
  /** The course's certificate asks for a pass of this quiz. */
  requiredForCertificate: v.boolean(),
  /** An attempt draws only questions with one of these tags; [] draws from the whole bank. */
  drawTags: v.array(v.string()),
};

export const quizSettingsValidator = v.object(quizSettingsFields);
