import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { exportXapi } from "./model/xapiHttp";

const http = httpRouter();

// Convex Auth: JWKS and OpenID configuration used to verify its tokens.
auth.addHttpRoutes(http);

// The event log as xAPI statements, for Admins (docs/notifications.md).
http.route({ path: "/admin/xapi", method: "GET", handler: exportXapi });

export default http;
