import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type EditorView = FunctionReturnType<typeof api.lessonContent.editor>;
export type VideoOption = FunctionReturnType<typeof api.videos.list>[number];
