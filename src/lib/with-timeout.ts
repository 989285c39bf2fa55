import { UserFacingError } from "./errors";
import { t } from "@/lib/words/i18n";

/**
 * How long Login, Register and Save wait for the server before giving up. Long enough for a slow
 * network, short enough that a lost connection does not leave a spinner turning for ever.
 */
export const SERVER_ANSWER_MS = 15_000;

/** The server did not answer in time: shown to the user as it is (see appErrorMessage). */
export class ServerTimeoutError extends UserFacingError {
  constructor(message?: string) {
    super(message ?? t("lib.timeout.message"));
    this.name = "ServerTimeoutError";
  }
}

/**
 * Resolves or rejects as `work` does, unless `ms` pass first: then it rejects with a
 * ServerTimeoutError. The work itself is not cancelled (a Convex mutation queued while offline is
 * still sent when the connection returns); only the screen stops waiting for it.
 */
export function withTimeout<T>(work: Promise<T>, ms: number = SERVER_ANSWER_MS, message?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ServerTimeoutError(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
