import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

type Me = FunctionReturnType<typeof api.accounts.users.me>;
export type Profile = Extract<NonNullable<Me>, { needsProfile: false }>;
export type Role = Profile["role"];

/** Teachers and Admins run courses (convex/functions.ts staff wrappers enforce the same). */
export function isStaff(role: string | null | undefined): boolean {
  return role === "teacher" || role === "Admin";
}

/**
 * The signed-in user's profile: undefined while loading, null when signed out or when the
 * account has no finished profile yet.
 */
export function useProfile(): Profile | null | undefined {
  const me = useQuery(api.accounts.users.me);
  if (me === undefined) return undefined;
  if (me === null || me.needsProfile) return null;
  return me;
}

/** Default picture when a user has none (SPEC: default images when a photo is missing). */
export const DEFAULT_AVATAR = "/default-avatar.svg";
export const DEFAULT_COURSE_IMAGE = "/default-course.svg";

export function avatarSrc(dp: string | null | undefined): string {
  return dp && dp.trim() ? dp : DEFAULT_AVATAR;
}
