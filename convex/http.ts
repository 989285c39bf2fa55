import { corsRouter } from "convex-helpers/server/cors";
import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { deploymentConfig } from "./lib/config";
import { exportXapi } from "./admin/model/xapiHttp";
import { clerkUsersWebhook } from "./accounts/model/clerkWebhook";
import { serveFileLink } from "./assignments/model/fileLinksHttp";
import { FILE_LINK_PATH } from "./assignments/model/fileLinks";
import { uploadthingRoute } from "./accounts/uploadthingRouter";
import { UPLOADTHING_ROUTE_PATH } from "./shared/uploadthingRoute";
import { oneClickUnsubscribe } from "./notifications/mailHttp";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./shared/mailPreferences";
import { serveCalendarFeed } from "./calendar/model/feedHttp";
import { CALENDAR_FEED_PATH } from "./shared/calendarRules";

const http = httpRouter();

// Convex Auth: JWKS and OpenID configuration used to verify its tokens.
auth.addHttpRoutes(http);

// Routes the app calls from the browser with its bearer token (no cookies): the app's origin
// (SITE_URL) when it is known, any origin otherwise — the token, not the origin, is the guard.
const withCors = corsRouter(http, {
  allowedOrigins: () => Promise.resolve(deploymentConfig.siteUrl ? [deploymentConfig.siteUrl] : ["*"]),
  allowedHeaders: ["Authorization"],
  exposedHeaders: ["Content-Disposition"],
});

// The event log as xAPI statements, for Admins (docs/notifications.md).
withCors.route({ path: "/admin/xapi", method: "GET", handler: exportXapi });

// Private file links: signed, short-lived, checked before a byte is read (docs/files.md, ADR 0062).
http.route({ pathPrefix: FILE_LINK_PATH, method: "GET", handler: serveFileLink });

// UploadThing's file router (ADR 0064), when UPLOADTHING_TOKEN is set: the browser's
// @uploadthing/react helpers with the bearer token, and UploadThing's signed completion callback.
const uploadThingCors = corsRouter(http, {
  allowedOrigins: () => Promise.resolve(deploymentConfig.siteUrl ? [deploymentConfig.siteUrl] : ["*"]),
  allowedHeaders: [
    "Authorization",
    "Content-Type",
    "x-uploadthing-package",
    "x-uploadthing-version",
    "b3",
    "traceparent",
  ],
});
uploadThingCors.route({ path: UPLOADTHING_ROUTE_PATH, method: "GET", handler: uploadthingRoute });
uploadThingCors.route({ path: UPLOADTHING_ROUTE_PATH, method: "POST", handler: uploadthingRoute });

// Private calendar feeds: an HMAC-signed address per person, 404 once reset (docs/calendar.md, ADR 0073).
http.route({ pathPrefix: CALENDAR_FEED_PATH, method: "GET", handler: serveCalendarFeed });

// One-click unsubscribe of notification mails (List-Unsubscribe-Post, RFC 8058; ADR 0072).
http.route({ path: ONE_CLICK_UNSUBSCRIBE_PATH, method: "POST", handler: oneClickUnsubscribe });

// Clerk's user events, signed with svix (docs/accounts.md, ADR 0058); server to server, no CORS.
http.route({ path: "/clerk-users-webhook", method: "POST", handler: clerkUsersWebhook });

export default http;
