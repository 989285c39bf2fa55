import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type CourseView = FunctionReturnType<typeof api.courses.get>;
export type Lesson = FunctionReturnType<typeof api.lessons.list>[number];
export type Progress = FunctionReturnType<typeof api.enrollments.progress>;
