/** Scheduled jobs (Convex crons). Only internal functions run here. */
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

/** Keeps the stored programming articles (/resources) at most an hour old. */
crons.interval("refresh programming articles", { hours: 1 }, internal.articles.articles.refresh, {});

/** Drops abandoned uploads and the bytes no file took (accounts/uploadSweep.ts, docs/files.md). */
crons.interval("sweep abandoned uploads", { hours: 1 }, internal.accounts.uploadSweep.sweep, {});

export default crons;
