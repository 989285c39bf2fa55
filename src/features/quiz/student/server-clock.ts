/**
 * The quiz's clock offset is the app's one (src/lib/server-clock.ts, ADR 0013), shared with the
 * live game's countdowns (issue #31).
 */
export { keepSample, useServerClock, type ClockSample, type ServerClock } from "@/lib/server-clock";
