/**
 * Events of courses, their lessons and lesson content, videos, enrolments, progress, the cart and
 * certificates. A course is named by `courseKey` (meta); a lesson by `lessonKey`, the id of the
 * event that created it (`lesson_added`, or `course_created` + ":" + its index); a video by
 * `videoKey`, the id of its `video_uploaded`.
 */
import { v, type Infer } from "convex/values";
import { paymentMethodValidator } from "../shared/validators";
import { defineEvent } from "../events/define";

/** A version of a lesson's content as events carry it: the video by its key. */
export const lessonContentValidator = v.object({
  body: v.string(),
  videoKey: v.optional(v.string()),
  attachmentIds: v.array(v.id("files")),
});
export type LessonContent = Infer<typeof lessonContentValidator>;

/** Some of a course's settings, as `course_edited` carries them before and after. */
export const courseSettingsValidator = v.object({
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  durationHours: v.optional(v.number()),
  category: v.optional(v.string()),
  instructorName: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  imageFileId: v.optional(v.union(v.id("files"), v.null())),
});
export type CourseSettings = Infer<typeof courseSettingsValidator>;

const lesson = { lessonKey: v.string(), lessonTitle: v.string() };

/** How a student came to be enrolled: the enrolment form, a join code, or a teacher's roster. */
export const enrolmentViaValidator = v.union(v.literal("form"), v.literal("joinCode"), v.literal("roster"));
export type EnrolmentVia = Infer<typeof enrolmentViaValidator>;

export const courseEvents = [
  /** A teacher created a course (its key is this event's id) with its lessons. */
  defineEvent("course_created", 1, {
    name: v.string(),
    description: v.string(),
    durationHours: v.number(),
    category: v.string(),
    imageUrl: v.string(),
    imageFileId: v.optional(v.id("files")),
    instructorName: v.string(),
    lessonTitles: v.array(v.string()),
  }),

  /**
   * The course's teacher (or an Admin) changed its settings: `before` and `after` hold only the
   * fields that changed (an image removed is `imageFileId: null`, `imageUrl: ""`). ADR 0065.
   */
  defineEvent("course_edited", 1, { before: courseSettingsValidator, after: courseSettingsValidator }),
  /** The course was archived (ADR 0065): out of the catalogue, no new enrolments, hand-ins or chat. */
  defineEvent("course_archived", 1, { name: v.string() }),
  /** An archived course made active again. */
  defineEvent("course_restored", 1, { name: v.string() }),

  /** A lesson appended at `position` (the course's lesson count then); its key is this event's id. */
  defineEvent("lesson_added", 1, { title: v.string(), position: v.number() }),
  defineEvent("lesson_renamed", 1, { lessonKey: v.string(), from: v.string(), to: v.string() }),
  /** A lesson moved from one 0-based position to another; the lessons between shift by one. */
  defineEvent("lesson_moved", 1, { ...lesson, from: v.number(), to: v.number() }),
  /** A lesson removed with its content; the lessons after it move up, its completions go. */
  defineEvent("lesson_removed", 1, { ...lesson, position: v.number() }),

  /** The teacher's draft as saved, with the files it attaches or detaches compared to the last draft. */
  defineEvent("lesson_draft_saved", 1, {
    ...lesson,
    draft: lessonContentValidator,
    attachmentsAdded: v.array(v.id("files")),
    attachmentsRemoved: v.array(v.id("files")),
  }),
  /** The draft became what students see: `content` is the version published. */
  defineEvent("lesson_published", 1, { ...lesson, content: lessonContentValidator }),
  /** The draft was thrown away: `content` is the published version it returned to. */
  defineEvent("lesson_draft_discarded", 1, { ...lesson, content: lessonContentValidator }),

  /**
   * A video attached to the course as its `position`-th (its key is this event's id): the file,
   * named `fileName` when uploaded and filed under `filePath` (CourseVideos/{courseName}/...,
   * SPEC §7). Readers call it "Video {position}: {fileName}" in their own language (issue #33);
   * `title` is the name a teacher gave it, only when a copied course brings that name along.
   */
  defineEvent("video_uploaded", 1, {
    courseName: v.string(),
    position: v.number(),
    fileName: v.string(),
    title: v.optional(v.string()),
    fileId: v.id("files"),
    filePath: v.string(),
  }),
  /** A video renamed on the course page (`from`: the name it was shown with, maybe "Video N"). */
  defineEvent("video_renamed", 1, { videoKey: v.string(), from: v.string(), to: v.string() }),
  /** A video moved from one 1-based position to another; the videos between shift by one. */
  defineEvent("video_moved", 1, { videoKey: v.string(), title: v.string(), from: v.number(), to: v.number() }),
  /**
   * A video deleted from the course (no lesson showed it: ADR 0067); the videos after it move up.
   * Its file stays, as a removed lesson's attachments do.
   */
  defineEvent("video_removed", 1, { videoKey: v.string(), title: v.string(), position: v.number() }),

  /**
   * A student enrolled (subject: the student; actor: the student, or whoever enrolled them): the
   * form as stored, payment details masked. `via` says how (absent: the form, as before it
   * existed); a join code is named by its key. Joining by code or roster fills no form: its
   * fields are "" and there is no payment method.
   */
  defineEvent("enrolled", 1, {
    courseName: v.string(),
    studentName: v.string(),
    studentEmail: v.string(),
    /** The readable number the form showed (model/studentNumber.ts). */
    studentNumber: v.string(),
    phoneNumber: v.string(),
    degreeProgram: v.string(),
    yearOrSemester: v.string(),
    paymentMethod: v.optional(paymentMethodValidator),
    /** Never the full details: e.g. "•••• 4242" for a card. */
    paymentDetailsMasked: v.string(),
    via: v.optional(enrolmentViaValidator),
    joinCodeKey: v.optional(v.string()),
  }),
  /**
   * The course's teacher or an Admin (actor) removed a student (subject) from the course, with the
   * reason kept here (ADR 0068): every projection forgets the enrolment; the student may enrol again.
   */
  defineEvent("enrolment_ended", 1, { courseName: v.string(), studentName: v.string(), reason: v.string() }),
  /** A student ticked a lesson done (actor and subject: the student). */
  defineEvent("lesson_completed", 1, { ...lesson, studentName: v.string() }),
  /** A student unticked a lesson. */
  defineEvent("lesson_uncompleted", 1, { ...lesson, studentName: v.string() }),

  /**
   * The course's teacher (or an Admin) made a join code (its key is this event's id): the code
   * as stored (8 symbols of shared/joinCodes.ts), an optional expiry and seat limit.
   */
  defineEvent("join_code_created", 1, {
    code: v.string(),
    createdByName: v.string(),
    expiresAt: v.optional(v.number()),
    seatLimit: v.optional(v.number()),
  }),
  /** A join code revoked: nobody joins with it any more; who joined with it stays enrolled. */
  defineEvent("join_code_revoked", 1, { joinCodeKey: v.string(), code: v.string() }),

  /** A course saved to the caller's cart, or taken out of it. */
  defineEvent("cart_added", 1, { courseName: v.string() }),
  defineEvent("cart_removed", 1, { courseName: v.string() }),

  /** A certificate issued (subject: the student), with the names as printed on it. */
  defineEvent("certificate_issued", 1, {
    code: v.string(),
    courseName: v.string(),
    studentName: v.string(),
    teacherName: v.string(),
  }),
] as const;
