import { useConvexAuth } from "convex/react";
import { useCallback, useEffect, useRef } from "react";
import { UserFacingError } from "../errors";
import { t } from "@/lib/words/i18n";

/**
 * A function that resolves once the Convex client is authenticated. A provider's sign-in
 * promise resolves before the new token reaches the Convex client, so anything that calls
 * the backend as the new user right after signing in (avatar upload, profile creation,
 * redirects into protected pages) waits for this first.
 */
export function useWaitForAuth(): (timeoutMs?: number) => Promise<void> {
  const { isAuthenticated } = useConvexAuth();
  const current = useRef(isAuthenticated);
  const waiters = useRef<Array<() => void>>([]);

  useEffect(() => {
    current.current = isAuthenticated;
    if (isAuthenticated) for (const wake of waiters.current.splice(0)) wake();
  }, [isAuthenticated]);

  return useCallback(
    (timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        if (current.current) {
          resolve();
          return;
        }
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.current = waiters.current.filter((w) => w !== wake);
          reject(new UserFacingError(t("lib.auth.tooLong")));
        }, timeoutMs);
        waiters.current.push(wake);
      }),
    [],
  );
}
