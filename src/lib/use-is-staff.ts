import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { isStaff } from "./me";

/**
 * Whether the signed-in user is a teacher or an Admin (the top bar's "My teaching"). Asks nothing
 * while signed out, so visitors cost no query.
 */
export function useIsStaff(signedIn: boolean): boolean {
  const me = useQuery(api.accounts.users.me, signedIn ? {} : "skip");
  return me !== undefined && me !== null && !me.needsProfile && isStaff(me.role);
}
