import { t } from "@/lib/words/i18n";

export const SITE_NAME = "Lyceum";

type Params = Record<string, string | undefined>;
type TitleKey = Parameters<typeof t>[0];
/** A catalog key, worded when the title is set (so it follows the language), or words from the URL. */
type Title = TitleKey | ((params: Params) => string);

/** A course name from the URL, or a plain word when the link carried none. */
function course(params: Params): string {
  return params.courseName?.trim() || t("lib.title.course");
}

/**
 * The name of every screen, for the browser tab (`<title>`) and for what is announced after
 * navigation. Keyed by route id (as in routeTree.gen.ts): a new route adds its row here
 * (page-titles.test.ts checks that every screen has one). Layout routes (`/_authed`) have no screen of their own.
 */
export const PAGE_TITLES: Readonly<Record<string, Title>> = {
  "/": "lib.title.home",
  "/login": "lib.title.login",
  "/register": "lib.title.register",
  "/forgot-password": "lib.title.forgotPassword",
  "/welcome": "lib.title.welcome",
  "/sso-callback": "lib.title.ssoCallback",
  "/certificates/$code": "lib.title.certificate",
  "/invite/$token": "lib.title.invite",
  "/_authed/addcourse": "lib.title.addCourse",
  "/_authed/importcourse": "lib.title.importCourse",
  "/_authed/admin": "lib.title.admin",
  "/_authed/assignmentpage": "lib.title.assignments",
  "/_authed/calendar": "lib.title.calendar",
  "/_authed/chatRoom": "lib.title.globalChat",
  "/_authed/homechat": "lib.title.discussion",
  "/_authed/listallteachers": "lib.title.instructors",
  "/_authed/profile": "lib.title.profile",
  "/_authed/quizbank": "lib.title.quizBank",
  "/_authed/quizpage": "lib.title.quiz",
  "/_authed/quizrules": "lib.title.quizRules",
  "/_authed/quizanalysis": "lib.title.itemAnalysis",
  "/_authed/play": "lib.title.play",
  "/_authed/play_/$gameId": "lib.title.liveGame",
  "/_authed/games/host/$gameId": "lib.title.hostGame",
  "/_authed/resources": "lib.title.articles",
  "/_authed/settings": "lib.title.settings",
  "/_authed/settings_/notifications": "lib.title.emailNotifications",
  "/unsubscribe": "lib.title.unsubscribe",
  "/_authed/teaching": "lib.title.teaching",
  "/_authed/roster/$courseId": "lib.title.roster",
  "/_authed/grade/$assignmentId": "lib.title.grading",
  "/_authed/dashboard/courseoverview": "lib.title.myLearning",
  "/_authed/join/": "lib.title.join",
  "/_authed/join/$code": "lib.title.join",
  "/_authed/dashboard/viewcourse": "lib.title.catalogue",
  "/_authed/dashboard/": "lib.title.dashboard",
  "/_authed/courseoverview/$courseId/$courseName": (params) =>
    t("lib.title.courseOverview", { course: course(params) }),
  "/_authed/dashboard/$courseId/$courseName": (params) => course(params),
  "/_authed/studentdetails/$courseId/$courseName": (params) => t("lib.title.enrol", { course: course(params) }),
  "/_authed/dashboard/coursedetail/$courseId/$courseName": (params) =>
    t("lib.title.courseDetails", { course: course(params) }),
  "/_authed/dashboard/coursedetail/$courseId/courseprogress": "lib.title.courseProgress",
  "/_authed/dashboard/coursedetail/$courseId/announcements": "lib.title.announcements",
  "/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId": "lib.title.lesson",
  "/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId_/edit": "lib.title.editLesson",
};

/** What the router shows now, as far as a title needs it. */
export type TitleMatch = { routeId: string; params: Params; status?: string };

/**
 * The screen's own name ("Course catalogue"), from the deepest route that has one; "Page not
 * found" when the router found nothing; null when no route names itself.
 */
export function screenTitle(matches: readonly TitleMatch[]): string | null {
  if (matches.some((match) => match.status === "notFound")) return t("lib.title.notFound");
  for (const match of [...matches].reverse()) {
    const title = PAGE_TITLES[match.routeId];
    if (title !== undefined) return typeof title === "function" ? title(match.params) : t(title);
  }
  return null;
}

/** The document title: "Course catalogue · Lyceum", or just "Lyceum". */
export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · ${SITE_NAME}` : SITE_NAME;
}
