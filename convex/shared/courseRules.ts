/**
 * Course archive (ADR 0065): the message every refused write to an archived course gives, on the
 * server (`requireActiveCourse`) and in the browser.
 */
import { keyed } from "./messages";
export const COURSE_ARCHIVED = keyed("server.courses.courseArchived");
