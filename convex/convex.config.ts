/**
 * The Convex components Lyceum uses (ARCHITECTURE "Convex components"; ADR 0014): Convex's
 * rate limiter (chat sending), presence (who is in a chat room now), migrations (every change to
 * stored data, convex/migrations.ts; ADR 0049). Counts many people write at once are sharded
 * projections of our own, not a component (ADR 0051). `npm run codegen` adds their `components` export to convex/_generated/api
 * (scripts/codegen-components.mjs); tests register them in convex/test.setup.ts and the offline
 * backend in offline-backend/components.ts.
 */
import { defineApp } from "convex/server";
import migrations from "@convex-dev/migrations/convex.config.js";
import presence from "@convex-dev/presence/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";

const app = defineApp();
app.use(rateLimiter);
app.use(presence);
app.use(migrations);

export default app;
