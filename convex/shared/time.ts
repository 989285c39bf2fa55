/** Units of time in milliseconds, for limits and rules written on the server and in the browser. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
