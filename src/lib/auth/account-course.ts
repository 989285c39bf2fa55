import { api } from "@convex/_generated/api";
import { convex } from "../convex";
import { forgetStoredCourse, keepStoredCourseFor } from "../current-course";
import { stopDevicePush } from "../push";
import type { AuthAdapter } from "./adapter";

/**
 * The remembered current course belongs to one account (ADR 0022): after signing in it is kept
 * only if this account wrote it (so login's redirect never opens someone else's course), a new
 * account starts without one, and signing out forgets it. Signing out also stops this device's
 * notifications first (ADR 0088). Wraps whichever provider's adapter.
 */
export function withAccountCourse(adapter: AuthAdapter): AuthAdapter {
  return {
    ...adapter,
    async register(input) {
      const result = await adapter.register(input);
      forgetStoredCourse();
      return result;
    },
    async login(input) {
      await adapter.login(input);
      await keepStoredCourseForSignedInAccount();
    },
    async logout() {
      await stopDevicePush();
      try {
        await adapter.logout();
      } finally {
        forgetStoredCourse();
      }
    },
  };
}

async function keepStoredCourseForSignedInAccount(): Promise<void> {
  try {
    const me = await convex.query(api.accounts.users.me, {});
    if (me !== null && !me.needsProfile) keepStoredCourseFor(me._id);
    else forgetStoredCourse();
  } catch {
    // Whose course it is cannot be told: forget it rather than risk showing someone else's.
    forgetStoredCourse();
  }
}
