/** The course page's video list: rename a video. */
import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { requiredText } from "./fields";

export const videoTitleField = requiredText("server.field.videoTitle", TEXT_LIMITS.videoTitle);

export const videoTitleSchema = z.object({ title: videoTitleField });
