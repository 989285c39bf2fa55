/**
 * THE TABLE of scripts/bench-scale.ts: for each screen (a route of src/routes/), the queries its
 * components subscribe to, with the arguments they send, as read from the page components named
 * in `source`. Keep it in step with the components: a screen's cost is only as honest as this list.
 * Rows shown: the list items, cards, table rows and picker options a screen renders from the data.
 * A screen's mutations are the ones a person makes during the view (a heartbeat, a message sent, a
 * quiz answered, a hand-in, a grade), and its internal calls the jobs those schedule (a quiz
 * question's lock): their reads and writes are the view's.
 */
import type { Id } from "../../convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS } from "../../convex/shared/assignmentRules.ts";
import { PLAYBACK_SAVE_INTERVAL_MS } from "../../convex/shared/lessonRules.ts";
import { PRESENCE_INTERVAL } from "../../convex/shared/chatRules.ts";
import { UNREAD_PARTS } from "../../convex/shared/unread.ts";

export type Role = "visitor" | "student" | "teacher" | "Admin";
export type Args = Record<string, unknown>;

/** What a screen's calls may refer to: the seeded school and the viewer. */
export type ScreenContext = {
  userId: Id<"users">;
  course: Id<"courses">;
  courseName: string;
  lesson: Id<"lessons">;
  assignment: Id<"assignments">;
  /** A student who handed in `assignment` (for the versions list). */
  submitter: Id<"users">;
  certificateCode: string;
  sessionId: string;
  /** An assignment of `course` whose deadline is ahead (a hand-in is on time). */
  openAssignment: Id<"assignments">;
  /** A video of `course` (lesson playback saves its position). */
  video: Id<"videos">;
  /** A fresh upload of the viewer's, for each use (a file is handed in or attached once). */
  uploads: { submission: Id<"files">; question: Id<"files">; video: Id<"files"> };
};

/** The value of an earlier call of the same page view, by path. */
export type Earlier = (path: string) => unknown;

export type Call<C = ScreenContext> = {
  path: string;
  /** "internal": an internal mutation, run signed out as the scheduler runs it. */
  kind?: "query" | "mutation" | "internal";
  /** Only for these roles (a mutation another role cannot make); default: every role of the screen. */
  only?: Role[];
  args: (c: C, earlier: Earlier) => Args;
  /** Rows this call puts on screen (default: a page's or an array's length, 1 for an object). */
  rows?: (value: unknown) => number;
  /**
   * A mutation whose first run writes more than the ones after it (a heartbeat's first creates the
   * session): the benchmark runs it twice and prices its live repeats at the second run.
   */
  repeatCostsLess?: boolean;
  /**
   * Run here only to price the live re-runs named so (`Live.pricedAs`): a query re-run in the
   * state the page is in at this point (a quiz question answered). Not counted in the view itself.
   */
  priceFor?: string;
  /** One subscription per row of an earlier call (a per-row component), with that row's args. */
  perRowOf?: { path: string; args: (row: Record<string, unknown>) => Args };
  /** One subscription per `size` rows of an earlier call (a component per chunk of a list). */
  perChunkOf?: { path: string; size: number; args: (rows: Record<string, unknown>[], c: C) => Args };
};

/** `pricedAs`: priced at the `priceFor` run of that name instead of the screen's own runs of `path`. */
export type Live = { path: string; times: number; why: string; pricedAs?: string; only?: Role[] };

export type Screen = {
  name: string;
  route: string;
  source: string;
  roles: Role[];
  calls: Call[];
  /** Re-runs one page view sees while open (live updates): which call, how often, and why. */
  live?: Live[];
};

const page = (numItems: number) => ({ paginationOpts: { numItems, cursor: null } });
/** Where the measured lesson video is (each save a minute further on). */
let playhead = 0;
/** How long a Discussion room visit lasts. */
const ROOM_VISIT_MS = 10 * 60_000;
/** How long a lesson view plays its video. */
const WATCH_MS = 6 * 60_000;
/** The seeded course bank's questions (scale-seed.ts), each answered, locked and moved on from. */
const QUIZ_QUESTIONS = Array.from({ length: 10 }, (_, index) => index);
/** The room's ticket from chat.room (the room's shared queries take it, ADR 0081). */
const ticketOf = (earlier: Earlier) => (earlier("chat/chat:room") as { ticket: string }).ticket;
const attemptOf = (earlier: Earlier) => (earlier("quiz/quiz:start") as { attemptId: string }).attemptId;
/** `quiz.current` re-run once the attempt is in `state` (priced for the live re-runs). */
const currentAs = (state: string): Call => ({
  path: "quiz/quiz:current",
  args: (c) => ({ courseName: c.courseName, courseId: c.course }),
  rows: () => 0,
  priceFor: state,
});
/** A gradebook page's cells: each student's name and one cell per assignment. */
const gradebookCells = (value: unknown) => {
  const book = value as { students?: unknown[]; assignments?: unknown[] } | null;
  return (book?.students?.length ?? 0) * (1 + (book?.assignments?.length ?? 0));
};
const staff: Role[] = ["teacher", "Admin"];
const everyone: Role[] = ["student", "teacher", "Admin"];
const lengthOf = (field: string) => (value: unknown) =>
  ((value as Record<string, unknown[]> | null)?.[field] ?? []).length;

/**
 * The top bar of every signed-in page (src/components/top-bar.tsx): subscribed once per visit, not
 * per page; its live re-runs are per visit too.
 */
export const SHELL_LIVE: Live[] = [
  {
    path: "chat/chat:unreadTotal",
    times: 5,
    why: "5 messages arrive in the viewer's rooms during a visit (unread badge)",
  },
  { path: "notifications/notifications:unreadCount", times: 2, why: "2 new notifications per visit" },
];
export const SHELL: Call[] = [
  { path: "accounts/users:me", args: () => ({}), rows: () => 0 },
  // One number from UNREAD_PARTS subscriptions, summing every room the viewer is in: its rows are
  // those rooms (ADR 0031). A message re-runs one part (the live cost is a part's mean).
  ...Array.from({ length: UNREAD_PARTS }, (_, part) => ({
    path: "chat/chat:unreadTotal",
    args: () => ({ part }),
    rows: (value: unknown) => (value as { rooms: number }).rooms,
  })),
  { path: "notifications/notifications:unreadCount", args: () => ({}), rows: () => 1 },
];

export const SCREENS: Screen[] = [
  {
    name: "Landing (Meet Our Instructors)",
    route: "/",
    source: "features/landing/instructors-section.tsx",
    roles: ["visitor"],
    calls: [{ path: "accounts/users:instructors", args: () => ({}) }],
  },
  {
    name: "Login",
    route: "/login",
    source: "lib/auth/convex-google.tsx",
    roles: ["visitor"],
    calls: [{ path: "accounts/signInOptions:list", args: () => ({}), rows: () => 0 }],
  },
  {
    name: "Certificate check",
    route: "/certificates/$code",
    source: "features/certificates/verify-certificate-page.tsx",
    roles: ["visitor"],
    calls: [{ path: "courses/certificates:verify", args: (c) => ({ code: c.certificateCode }) }],
  },
  {
    name: "Dashboard",
    route: "/dashboard",
    source: "features/dashboard/dashboard-home.tsx (top bar only)",
    roles: everyone,
    calls: [],
  },
  {
    name: "Catalogue",
    route: "/dashboard/viewcourse",
    source: "features/courses/catalogue/catalogue-page.tsx",
    roles: everyone,
    calls: [{ path: "courses/courses:list", args: () => page(12) }],
  },
  {
    name: "Course overview",
    route: "/courseoverview/$courseId/$courseName",
    source: "features/courses/overview/course-overview-page.tsx, cart-button.tsx",
    roles: everyone,
    calls: [
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }) },
      { path: "courses/enrollments:mine", args: (c) => ({ courseId: c.course }), rows: () => 0 },
      { path: "courses/cart:has", args: (c) => ({ courseId: c.course }), rows: () => 0 },
    ],
  },
  {
    name: "Enrolment form",
    route: "/studentdetails/$courseId/$courseName",
    source: "features/courses/enrolment/enrolment-page.tsx",
    roles: ["student"],
    calls: [
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }) },
      { path: "courses/enrollments:mine", args: (c) => ({ courseId: c.course }), rows: () => 0 },
    ],
  },
  {
    name: "Course page",
    route: "/dashboard/$courseId/$courseName",
    source: "features/courses/course-page/course-page.tsx, activity-panel.tsx (managers)",
    roles: everyone,
    calls: [
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }) },
      { path: "courses/lessons:list", args: (c) => ({ courseId: c.course }) },
      { path: "courses/videos:list", args: (c) => ({ courseId: c.course }) },
    ],
  },
  {
    name: "Course page: activity panel",
    route: "/dashboard/$courseId/$courseName",
    source: "features/courses/course-page/activity-panel.tsx",
    roles: staff,
    calls: [{ path: "notifications/activity:forCourse", args: (c) => ({ courseId: c.course, ...page(10) }) }],
    live: [{ path: "notifications/activity:forCourse", times: 5, why: "5 students enrol or hand in while it is open" }],
  },
  {
    name: "Course detail (lessons)",
    route: "/dashboard/coursedetail/$courseId/$courseName",
    source: "features/courses/course-detail/course-detail-page.tsx",
    roles: everyone,
    calls: [
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }) },
      { path: "courses/enrollments:progress", args: (c) => ({ courseId: c.course }), rows: () => 1 },
      { path: "courses/lessons:list", args: (c) => ({ courseId: c.course }) },
    ],
  },
  {
    name: "Course progress + certificate",
    route: "/dashboard/coursedetail/$courseId/courseprogress",
    source: "features/courses/course-progress/course-progress-page.tsx, certificate-panel.tsx",
    roles: ["student"],
    calls: [
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }) },
      { path: "courses/enrollments:progress", args: (c) => ({ courseId: c.course }), rows: () => 1 },
      { path: "courses/lessons:list", args: (c) => ({ courseId: c.course }) },
      { path: "courses/certificates:forCourse", args: (c) => ({ courseId: c.course }), rows: () => 1 },
    ],
  },
  {
    name: "Lesson",
    route: "/dashboard/coursedetail/$courseId/lessons/$lessonId",
    source: "features/courses/lesson/lesson-page.tsx, lesson-states.tsx, use-resume-position.ts",
    roles: everyone,
    calls: [
      { path: "courses/lessonContent:view", args: (c) => ({ courseId: c.course, lessonId: c.lesson }) },
      { path: "courses/courses:get", args: (c) => ({ courseId: c.course }), rows: () => 0 },
      { path: "courses/lessonPlayback:get", args: (c) => ({ courseId: c.course, lessonId: c.lesson }), rows: () => 0 },
      // The position, every PLAYBACK_SAVE_INTERVAL_MS while the video plays (use-resume-position.ts).
      {
        path: "courses/lessonPlayback:save",
        kind: "mutation",
        args: (c) => ({ courseId: c.course, lessonId: c.lesson, videoId: c.video, seconds: (playhead += 60) }),
        rows: () => 0,
        // The first save of a lesson inserts its row; the others patch it.
        repeatCostsLess: true,
      },
      {
        path: "courses/enrollments:setLessonComplete",
        kind: "mutation",
        only: ["student"],
        args: (c) => ({ courseId: c.course, lessonId: c.lesson, complete: true }),
        rows: () => 0,
      },
    ],
    live: [
      {
        path: "courses/lessonPlayback:save",
        times: WATCH_MS / PLAYBACK_SAVE_INTERVAL_MS,
        why: `a ${WATCH_MS / 60_000}-minute watch saves the position every ${PLAYBACK_SAVE_INTERVAL_MS / 1000} s while it plays, and once on leaving`,
      },
      {
        path: "courses/lessonContent:view",
        times: 1,
        why: "marking the lesson complete re-runs it (it reads the enrolment)",
        only: ["student"],
      },
    ],
  },
  {
    name: "Lesson editor",
    route: "/dashboard/coursedetail/$courseId/lessons/$lessonId/edit",
    source: "features/courses/lesson-editor/lesson-editor-page.tsx",
    roles: staff,
    calls: [
      { path: "courses/lessonContent:editor", args: (c) => ({ courseId: c.course, lessonId: c.lesson }) },
      { path: "courses/videos:list", args: (c) => ({ courseId: c.course }) },
    ],
  },
  {
    name: "My learning",
    route: "/dashboard/courseoverview",
    // Each row's progress comes with the list (ADR 0029): row-progress.tsx subscribes to nothing.
    source: "features/courses/my-learning/my-learning-page.tsx, row-progress.tsx",
    roles: ["student"],
    calls: [
      { path: "courses/enrollments:myCourses", args: () => ({}) },
      { path: "courses/cart:list", args: () => ({}) },
    ],
  },
  {
    name: "Assignments (student)",
    route: "/assignmentpage",
    source: "features/assignments/assignments-page.tsx, student/student-assignments.tsx",
    roles: ["student"],
    calls: [
      { path: "courses/enrollments:courseNames", args: () => ({}) }, // the course picker's options
      { path: "assignments/assignments:listForStudent", args: (c) => ({ courseId: c.course }) },
      { path: "assignments/submissions:myWork", args: (c) => ({ courseId: c.course }) }, // their status on each (ADR 0043)
      // Each visit hands in one piece of work (the upload's own file row is not counted).
      {
        path: "assignments/submissions:submit",
        kind: "mutation",
        args: (c) => ({ assignmentId: c.openAssignment, fileId: c.uploads.submission }),
        rows: () => 0,
      },
    ],
    // The list reads no submissions (ADR 0043): the hand-in re-runs the student's own work only.
    live: [{ path: "assignments/submissions:myWork", times: 1, why: "the hand-in re-runs the student's own work" }],
  },
  {
    name: "Assignments (staff list)",
    route: "/assignmentpage",
    // The cards' counts come in one subscription (ADR 0030): assignment-card.tsx subscribes to nothing.
    source: "features/assignments/assignments-page.tsx, teacher/assignment-list.tsx, assignment-card.tsx",
    roles: staff,
    calls: [
      { path: "courses/courses:teaching", args: () => ({}) }, // the course picker's options
      { path: "assignments/assignments:listForStaff", args: (c) => ({ courseId: c.course }) },
      { path: "assignments/submissions:summaries", args: (c) => ({ courseId: c.course }), rows: () => 0 },
    ],
    live: [{ path: "assignments/submissions:summaries", times: 10, why: "10 hand-ins or grades while it is open" }],
  },
  {
    name: "Assignment detail (submissions + versions)",
    route: "/assignmentpage",
    source: "features/assignments/teacher/submissions-panel.tsx, roster-chunk-rows.tsx, versions-list.tsx",
    roles: staff,
    calls: [
      // The names (enrolments only), then the work of that page's students (ADR 0030): its rows
      // are the roster's, counted once.
      { path: "assignments/submissions:roster", args: (c) => ({ assignmentId: c.assignment, ...page(25) }) },
      {
        // One subscription per chunk of the page's students (submissions-panel.tsx).
        path: "assignments/submissions:rosterWork",
        args: () => ({}),
        perChunkOf: {
          path: "assignments/submissions:roster",
          size: ASSIGNMENT_LIMITS.rosterWorkChunk,
          args: (rows, c) => ({ assignmentId: c.assignment, studentIds: rows.map((row) => row.studentId) }),
        },
        rows: () => 0,
      },
      {
        path: "assignments/submissions:versions",
        args: (c) => ({ assignmentId: c.assignment, studentId: c.submitter }),
      },
      {
        path: "assignments/submissions:grade",
        kind: "mutation",
        args: (c) => ({
          assignmentId: c.assignment,
          studentId: c.submitter,
          grade: 87,
          feedback: "Clear and well argued.",
        }),
        rows: () => 0,
      },
    ],
    live: [
      {
        path: "assignments/submissions:rosterWork",
        times: 10,
        why: "grading 10 students re-runs the work of their chunk of 7",
      },
      { path: "assignments/submissions:grade", times: 9, why: "the other 9 of those 10 grades" },
    ],
  },
  {
    name: "Gradebook",
    route: "/assignmentpage (Gradebook tab)",
    source: "features/assignments/teacher/gradebook.tsx",
    roles: staff,
    // A page of 50 students (ADR 0040). Rows shown: the grid's cells, a name and a grade or status
    // per assignment for each student (each grade is a submission of its own).
    calls: [
      { path: "assignments/gradebook:get", args: (c) => ({ courseId: c.course, cursor: null }), rows: gradebookCells },
    ],
  },
  {
    name: "Quiz rules + leaderboard + my attempts",
    route: "/quizrules",
    source: "features/quiz/student/quiz-rules-page.tsx, shared/leaderboard.tsx, my-attempts.tsx",
    roles: ["student"],
    calls: [
      { path: "quiz/quiz:overview", args: (c) => ({ courseName: c.courseName, courseId: c.course }) },
      {
        path: "quiz/quiz:leaderboard",
        args: (c) => ({ courseName: c.courseName, courseId: c.course }),
        rows: lengthOf("top"),
      },
      { path: "quiz/quiz:myAttempts", args: () => page(10) },
    ],
  },
  {
    name: "Quiz page",
    route: "/quizpage",
    source: "features/quiz/student/quiz-page.tsx",
    roles: ["student"],
    // A view is one attempt of 10 questions: started from the rules page, each question answered,
    // moved on from and locked by its scheduled job, then finished (question-view.tsx).
    calls: [
      {
        path: "quiz/quiz:start",
        kind: "mutation",
        args: (c) => ({ courseName: c.courseName, courseId: c.course }),
        rows: () => 0,
      },
      { path: "quiz/quiz:syncClock", kind: "mutation", args: () => ({}), rows: () => 0 },
      { path: "quiz/quiz:current", args: (c) => ({ courseName: c.courseName, courseId: c.course }), rows: () => 1 },
      ...QUIZ_QUESTIONS.flatMap((index): Call[] => [
        {
          path: "quiz/quiz:answer",
          kind: "mutation",
          args: (_c, earlier) => ({ attemptId: attemptOf(earlier), index, option: 1 }),
          rows: () => 0,
        },
        ...(index === 0 ? [currentAs("answered")] : []),
        {
          path: "quiz/quiz:lockExpired",
          kind: "internal",
          args: (_c, earlier) => ({
            attemptKey: (earlier("quiz/quiz:start") as { attemptKey: string }).attemptKey,
            index,
          }),
          rows: () => 0,
        },
        index < QUIZ_QUESTIONS.length - 1
          ? {
              path: "quiz/quiz:next",
              kind: "mutation",
              args: (_c, earlier) => ({ attemptId: attemptOf(earlier), index }),
              rows: () => 0,
            }
          : {
              path: "quiz/quiz:finish",
              kind: "mutation",
              args: (_c, earlier) => ({ attemptId: attemptOf(earlier) }),
              rows: () => 0,
            },
      ]),
      currentAs("finished"),
    ],
    live: [
      { path: "quiz/quiz:current", times: 10, why: "each answer re-runs it", pricedAs: "answered" },
      { path: "quiz/quiz:current", times: 9, why: "each Next re-runs it (a new question)" },
      { path: "quiz/quiz:current", times: 1, why: "Finish re-runs it", pricedAs: "finished" },
    ],
  },
  {
    name: "Quiz bank + accommodations",
    route: "/quizbank",
    source: "features/quiz/staff/quiz-bank-page.tsx, bank-editor.tsx, accommodations-panel.tsx",
    roles: staff,
    calls: [
      { path: "courses/courses:teaching", args: () => ({}) }, // the course picker's options
      { path: "quiz/quizBank:get", args: (c) => ({ courseId: c.course }), rows: lengthOf("questions") },
      { path: "quiz/quizAccommodations:list", args: (c) => ({ courseId: c.course }) },
    ],
  },
  {
    name: "Discussion rooms",
    route: "/homechat",
    source: "features/chat/join-page.tsx, room-list.tsx",
    roles: everyone,
    calls: [{ path: "chat/chat:rooms", args: () => ({}) }],
  },
  {
    name: "Discussion room",
    route: "/chatRoom",
    source: "features/chat/chat-room-page.tsx, use-room-messages.ts, room-presence.tsx",
    roles: everyone,
    calls: [
      { path: "chat/chat:room", args: (c) => ({ room: c.course }) },
      // The live end and the history's first segment, opened by the room's ticket (use-room-messages.ts, ADR 0081).
      { path: "chat/chat:live", args: (c, earlier) => ({ room: c.course, ticket: ticketOf(earlier) }) },
      {
        path: "chat/chat:history",
        args: (c, earlier) => ({
          room: c.course,
          ticket: ticketOf(earlier),
          before: (earlier("chat/chat:live") as { anchor: number | null }).anchor ?? Date.now(),
        }),
      },
      {
        path: "chat/presence:heartbeat",
        kind: "mutation",
        args: (c, earlier) => ({
          roomId: ticketOf(earlier),
          userId: c.userId,
          sessionId: c.sessionId,
          interval: 60_000,
        }),
        rows: () => 0,
        repeatCostsLess: true,
      },
      {
        path: "chat/presence:list",
        args: (_c, earlier) => ({ roomToken: (earlier("chat/presence:heartbeat") as { roomToken: string }).roomToken }),
      },
      // Read marks (the event room_read when the room has news): on entering, and after the send.
      { path: "chat/chat:markRead", kind: "mutation", args: (c) => ({ room: c.course }), rows: () => 0 },
      {
        path: "chat/chat:send",
        kind: "mutation",
        args: (c) => ({ room: c.course, text: "See you at the lab." }),
        rows: () => 0,
      },
      {
        path: "chat/chat:markRead",
        kind: "mutation",
        args: (c) => ({ room: c.course }),
        rows: () => 0,
      },
    ],
    live: [
      { path: "chat/chat:send", times: 1, why: "the viewer sends 2 messages a visit" },
      {
        path: "chat/chat:live",
        times: 12,
        why: "10 messages arrive during a 10-minute visit, and the viewer's own 2 (only the live end re-runs, the same for the whole room)",
      },
      {
        path: "chat/chat:markRead",
        times: 10,
        why: "the read mark moves at most every 15 s (use-mark-read.ts, ADR 0038): messages a minute apart make one each",
      },
      {
        path: "chat/chat:room",
        times: 11,
        why: "each read mark re-runs the teacher's header (their room row; a student's reads the member row)",
        only: ["teacher", "Admin"],
      },
      {
        path: "chat/chat:unreadTotal",
        times: 2 * UNREAD_PARTS,
        why: "the badge leaves the open room out of every part (its messages and marks do not re-run it; the browser cannot tell which part holds it): each part runs once on entering, once on leaving",
      },
      {
        path: "chat/presence:heartbeat",
        times: ROOM_VISIT_MS / PRESENCE_INTERVAL.chosen,
        why: `a heartbeat every ${PRESENCE_INTERVAL.chosen / 1000} s (the first is the view's own)`,
      },
      { path: "chat/presence:list", times: 10, why: "10 people come and go" },
    ],
  },
  {
    name: "Articles",
    route: "/resources",
    source: "features/articles/articles-page.tsx",
    roles: everyone,
    calls: [{ path: "articles/articles:list", args: () => ({}), rows: lengthOf("articles") }],
  },
  {
    name: "Notifications bell (open)",
    route: "top bar",
    source: "components/notification-bell.tsx",
    roles: everyone,
    calls: [
      { path: "notifications/notifications:list", args: () => page(10) },
      // Opening one (the staff viewers have none to open).
      {
        path: "notifications/notifications:markRead",
        kind: "mutation",
        only: ["student"],
        args: (_c, earlier) => ({
          id: (earlier("notifications/notifications:list") as { page: { _id: string }[] }).page[0]?._id,
        }),
        rows: () => 0,
      },
    ],
    live: [
      {
        path: "notifications/notifications:list",
        times: 2,
        why: "one new notification while open, and the one opened",
      },
    ],
  },
  {
    name: "Profile",
    route: "/profile",
    source: "features/profile/profile-page.tsx, certificates/profile-certificates.tsx",
    roles: everyone,
    calls: [{ path: "courses/certificates:mine", args: () => ({}) }],
  },
  {
    name: "Settings",
    route: "/settings",
    source: "features/profile/settings-page.tsx (users.me, shared with the top bar)",
    roles: everyone,
    calls: [],
  },
  {
    name: "Teachers",
    route: "/listallteachers",
    source: "features/teachers/teachers-page.tsx",
    roles: everyone,
    calls: [{ path: "accounts/users:teachersPage", args: () => page(12) }],
  },
  {
    name: "My teaching",
    route: "/teaching",
    source: "features/courses/teaching/teaching-page.tsx",
    roles: staff,
    calls: [{ path: "courses/courses:myTeaching", args: () => page(10) }],
  },
  {
    name: "Admin: people",
    route: "/admin (People tab)",
    source: "features/admin/people-tab.tsx",
    roles: ["Admin"],
    calls: [{ path: "admin/admin:people", args: () => page(25) }],
  },
  {
    name: "Admin: event log",
    route: "/admin (Events tab)",
    source: "features/admin/events-tab.tsx",
    roles: ["Admin"],
    calls: [
      { path: "courses/courses:teaching", args: () => ({}) },
      { path: "admin/admin:events", args: () => page(25) },
    ],
  },
];
