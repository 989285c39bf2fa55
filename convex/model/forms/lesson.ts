/** The lesson editor (add and rename a lesson). */
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { requiredText } from "./fields";

export const lessonTitleField = requiredText("Lesson title", TEXT_LIMITS.lessonTitle);

export const lessonTitleSchema = z.object({ title: lessonTitleField });
