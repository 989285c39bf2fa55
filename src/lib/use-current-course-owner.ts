import { useEffect } from "react";
import { keepStoredCourseFor } from "./current-course";
import { useProfile } from "./me";

/**
 * Once the signed-in account is known, forgets a remembered course that another account wrote
 * (ADR 0022): covers sign-ins that do not pass through the login form, and sessions that ended
 * without signing out.
 */
export function useCurrentCourseOwner(): void {
  const accountId = useProfile()?._id;
  useEffect(() => {
    if (accountId !== undefined) keepStoredCourseFor(accountId);
  }, [accountId]);
}
