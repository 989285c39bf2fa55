/** The quiz's countdown is the app's one (src/lib/use-seconds-left.ts), shared with the live game. */
export { secondsLeftAt, useSecondsLeft } from "@/lib/use-seconds-left";
