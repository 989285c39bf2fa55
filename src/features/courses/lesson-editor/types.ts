import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type EditorView = FunctionReturnType<typeof api.courses.lessonContent.editor>;
export type VideoOption = FunctionReturnType<typeof api.courses.videos.list>[number];
