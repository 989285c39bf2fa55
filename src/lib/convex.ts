import { ConvexReactClient } from "convex/react";
import { config } from "./config";

/**
 * The one Convex client of the app, shared by the auth provider, hooks and upload helper.
 * `initialAuthTokenReuse`: a page load answers its queries with the session's stored token once the
 * server has accepted it, and refreshes the token shortly before it expires, instead of fetching a
 * new one straight away (an `auth:signIn` round trip that made the server run every query twice).
 * The server still checks the token and the live session on every call (ADR 0084).
 */
export const convex = new ConvexReactClient(config.convexUrl, { initialAuthTokenReuse: true });
