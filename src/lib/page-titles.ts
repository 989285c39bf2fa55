export const SITE_NAME = "Lyceum";

type Params = Record<string, string | undefined>;
type Title = string | ((params: Params) => string);

/** A course name from the URL, or a plain word when the link carried none. */
function course(params: Params): string {
  return params.courseName?.trim() || "Course";
}

/**
 * The name of every screen, for the browser tab (`<title>`) and for what is announced after
 * navigation. Keyed by route id (as in routeTree.gen.ts): a new route adds its row here
 * (page-titles.test.ts checks that every screen has one). Layout routes (`/_authed`) have no screen of their own.
 */
export const PAGE_TITLES: Readonly<Record<string, Title>> = {
  "/": "Learn from real teachers",
  "/login": "Login",
  "/register": "Register",
  "/forgot-password": "Forgot password",
  "/welcome": "Welcome",
  "/sso-callback": "Signing in",
  "/certificates/$code": "Certificate verification",
  "/invite/$token": "Your invitation",
  "/_authed/addcourse": "Add course",
  "/_authed/importcourse": "Import course",
  "/_authed/admin": "Admin",
  "/_authed/assignmentpage": "Assignments",
  "/_authed/calendar": "Calendar",
  "/_authed/chatRoom": "Global chat",
  "/_authed/homechat": "Discussion",
  "/_authed/listallteachers": "Instructors",
  "/_authed/profile": "Profile",
  "/_authed/quizbank": "Quiz bank",
  "/_authed/quizpage": "Quiz",
  "/_authed/quizrules": "Quiz rules",
  "/_authed/quizanalysis": "Item analysis",
  "/_authed/play": "Join a live game",
  "/_authed/play_/$gameId": "Live game",
  "/_authed/games/host/$gameId": "Host a live game",
  "/_authed/resources": "Articles",
  "/_authed/settings": "Settings",
  "/_authed/settings_/notifications": "E-mail notifications",
  "/unsubscribe": "Unsubscribe",
  "/_authed/teaching": "My teaching",
  "/_authed/roster/$courseId": "Import students",
  "/_authed/grade/$assignmentId": "Grading",
  "/_authed/dashboard/courseoverview": "My learning",
  "/_authed/join/": "Join a course",
  "/_authed/join/$code": "Join a course",
  "/_authed/dashboard/viewcourse": "Course catalogue",
  "/_authed/dashboard/": "Dashboard",
  "/_authed/courseoverview/$courseId/$courseName": (params) => `${course(params)} · Overview`,
  "/_authed/dashboard/$courseId/$courseName": (params) => course(params),
  "/_authed/studentdetails/$courseId/$courseName": (params) => `Enrol in ${course(params)}`,
  "/_authed/dashboard/coursedetail/$courseId/$courseName": (params) => `${course(params)} · Details`,
  "/_authed/dashboard/coursedetail/$courseId/courseprogress": "Course progress",
  "/_authed/dashboard/coursedetail/$courseId/announcements": "Announcements",
  "/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId": "Lesson",
  "/_authed/dashboard/coursedetail/$courseId/lessons/$lessonId_/edit": "Edit lesson",
};

/** What the router shows now, as far as a title needs it. */
export type TitleMatch = { routeId: string; params: Params; status?: string };

/**
 * The screen's own name ("Course catalogue"), from the deepest route that has one; "Page not
 * found" when the router found nothing; null when no route names itself.
 */
export function screenTitle(matches: readonly TitleMatch[]): string | null {
  if (matches.some((match) => match.status === "notFound")) return "Page not found";
  for (const match of [...matches].reverse()) {
    const title = PAGE_TITLES[match.routeId];
    if (title !== undefined) return typeof title === "function" ? title(match.params) : title;
  }
  return null;
}

/** The document title: "Course catalogue · Lyceum", or just "Lyceum". */
export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · ${SITE_NAME}` : SITE_NAME;
}
