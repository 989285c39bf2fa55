/**
 * Course archive (ADR 0065): the message every refused write to an archived course gives, on the
 * server (`requireActiveCourse`) and in the browser.
 */
export const COURSE_ARCHIVED = "This course is archived.";
