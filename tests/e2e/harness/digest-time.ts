/**
 * Seconds between a digest item and its digest on the end-to-end tests' backend: global-setup
 * passes it as DIGEST_EVERY_SECONDS (read once, by convex/lib/config.ts), so a digest arrives
 * within the mail spec instead of at the person's hour the next morning (ADR 0072). The hour and
 * time zone are proven by convex/notifications/mailDigest.test.ts.
 */
export const DIGEST_EVERY_SECONDS = 8;
