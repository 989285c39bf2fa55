import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

type Panel = NonNullable<FunctionReturnType<typeof api.announcements.announcements.forCoursePage>>;
export type Announcement = Panel["recent"][number];
