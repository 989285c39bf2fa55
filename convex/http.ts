import { httpRouter } from "convex/server";
import { auth } from "./auth";

const http = httpRouter();

// Convex Auth: JWKS and OpenID configuration used to verify its tokens.
auth.addHttpRoutes(http);

export default http;
