/**
 * The Convex components Lyceum uses (ARCHITECTURE "Convex components"; ADR 0014): Convex's
 * rate limiter (chat sending) and presence (who is in a chat room now). `npm run codegen` adds
 * their `components` export to convex/_generated/api (scripts/codegen-components.mjs); tests
 * register them in convex/test.setup.ts and the offline backend in offline-backend/components.ts.
 */
import { defineApp } from "convex/server";
import presence from "@convex-dev/presence/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";

const app = defineApp();
app.use(rateLimiter);
app.use(presence);

export default app;
