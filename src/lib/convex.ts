import { ConvexReactClient } from "convex/react";
import { config } from "./config";

/** The one Convex client of the app, shared by the auth provider, hooks and upload helper. */
export const convex = new ConvexReactClient(config.convexUrl);
