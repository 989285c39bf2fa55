/** Events of people's accounts: sign-up, profile, role. */
import { v } from "convex/values";
import { roleValidator } from "../validators";
import { defineEvent } from "./define";

const profileFields = v.object({
  displayName: v.optional(v.string()),
  experience: v.optional(v.union(v.number(), v.null())),
  bio: v.optional(v.string()),
});

export const accountEvents = [
  /** A person signed up (actorId: the new user). */
  defineEvent("registered", 1, { role: roleValidator, name: v.string() }),
  /** A person changed their profile: the fields before and after. */
  defineEvent("profile_updated", 1, { before: profileFields, after: profileFields }),
  /** An Admin (or the system) changed someone's role. */
  defineEvent("role_changed", 1, { from: v.union(roleValidator, v.null()), to: roleValidator, name: v.string() }),
] as const;
