/** The lesson editor: add and rename a lesson, and its content (text, video, attachments). */
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { LESSON_BODY_MAX, lessonBodyTooLong } from "../lessonRules";
import { requiredText } from "./fields";

export const lessonTitleField = requiredText("server.field.lessonTitle", TEXT_LIMITS.lessonTitle);

export const lessonTitleSchema = z.object({ title: lessonTitleField });

/**
 * Markdown as typed: not trimmed (indentation and trailing spaces mean something in Markdown),
 * empty allowed (a lesson may be only a video), at most LESSON_BODY_MAX characters.
 */
export const lessonBodyField = z.string().superRefine((body, ctx) => {
  if (body.length > LESSON_BODY_MAX) ctx.addIssue({ code: "custom", message: lessonBodyTooLong(body.length) });
});

/** The editor form's typed fields: the text and the chosen course video ("" for none). */
export const lessonTextSchema = z.object({ body: lessonBodyField, videoId: z.string() });
