import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type CourseView = FunctionReturnType<typeof api.courses.courses.get>;
export type Lesson = FunctionReturnType<typeof api.courses.lessons.list>[number];
export type Progress = FunctionReturnType<typeof api.courses.enrollments.progress>;
