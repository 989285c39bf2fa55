import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import {
  adminMutation,
  authedMutation,
  authedQuery,
  internalMutation,
  publicMutation,
  publicQuery,
  zAuthedMutation,
} from "../functions";
import { appError } from "../lib/appError";
import { emit } from "../events/emit";
import { clerkRow } from "./model/clerkUsers";
import { fileUrl, requireOwnedFile } from "./model/files";
import {
  getCurrentUser,
  getLiveIdentity,
  hasProfile,
  isAdminEmail,
  register,
  setRole,
  toOwnProfile,
  toPublicProfile,
  type PublicProfile,
} from "./model/users";
import { displayNameField } from "../shared/forms/account";
import { parseOrThrow } from "../lib/parse";
import { updateProfileArgs } from "../shared/forms/profile";
import { normalizeEmail } from "../lib/validation";
import { themeValidator } from "../shared/theme";
import { languageValidator } from "../shared/language";
import { roleValidator, signUpRoleValidator } from "../schema";

/** How many instructors the landing page shows at most. */
const LANDING_INSTRUCTORS = 48;

/**
 * The signed-in user's own profile, or null when signed out (or signed in through Clerk
 * without a finished profile: `needsProfile` tells the client to finish sign-up).
 */
export const me = publicQuery({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx);
    if (user === null) {
      const identity = await getLiveIdentity(ctx);
      return identity === null ? null : { needsProfile: true as const, suggestedName: identity.name ?? "" };
    }
    // suggestedName: the name Google (or Clerk) gave, offered on the welcome screen.
    if (!hasProfile(user)) return { needsProfile: true as const, suggestedName: user.name ?? "" };
    // emailVerified: the verification banner (docs/accounts.md) shows until it is true.
    return {
      needsProfile: false as const,
      ...toOwnProfile(user),
      emailVerified: user.emailVerificationTime !== undefined,
    };
  },
});

/** Teachers for the public landing page: only what the page shows (e-mails only where public). */
export const instructors = publicQuery({
  args: {},
  handler: async (ctx): Promise<PublicProfile[]> => {
    const teachers = await ctx.db
      .query("users")
      .withIndex("by_role", (q) => q.eq("role", "teacher"))
      .take(LANDING_INSTRUCTORS);
    return teachers.filter(hasProfile).map(toPublicProfile);
  },
});

/** The "Meet Our Teachers" page, paginated. Visible to signed-in users. */
export const teachersPage = authedQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const result = await ctx.db
      .query("users")
      .withIndex("by_role", (q) => q.eq("role", "teacher"))
      .paginate(paginationOpts);
    return { ...result, page: result.page.filter(hasProfile).map(toPublicProfile) };
  },
});

export const updateProfile = zAuthedMutation({
  args: updateProfileArgs,
  handler: async (ctx, { displayName, experience, bio }) => {
    const isStaff = ctx.user.role === "teacher" || ctx.user.role === "Admin";
    if (experience !== undefined && !isStaff) {
      throw appError("FORBIDDEN", "server.accounts.onlyTeachersAdminsYears");
    }
    if (bio !== undefined && !isStaff) throw appError("FORBIDDEN", "server.accounts.onlyTeachersAdminsBio");
    const before = {
      displayName: ctx.user.displayName,
      experience: ctx.user.experience ?? null,
      bio: ctx.user.bio ?? "",
    };
    await emit(ctx, {
      type: "profile_updated",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      before,
      // A field left out stays as it was; null clears the experience (an emptied field on /settings).
      after: {
        displayName,
        experience: experience === undefined ? before.experience : experience,
        bio: bio ?? before.bio,
      },
    });
  },
});

/**
 * A teacher or Admin shows (or hides again) their e-mail on the public teacher lists: the landing
 * page and Meet Our Teachers (ADR 0059). New accounts start hidden. Choosing what is already so
 * is no change.
 */
export const setEmailVisibility = authedMutation({
  args: { public: v.boolean() },
  handler: async (ctx, args) => {
    if (ctx.user.role !== "teacher" && ctx.user.role !== "Admin") {
      throw appError("FORBIDDEN", "server.accounts.onlyTeachersAdminsListed");
    }
    if ((ctx.user.emailPublic === true) === args.public) return;
    await emit(ctx, {
      type: "email_visibility_changed",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      public: args.public,
    });
  },
});

/**
 * The caller's colour theme (ADR 0086), kept for them on every device. Choosing what is already
 * so is no change.
 */
export const setTheme = authedMutation({
  args: { theme: themeValidator },
  handler: async (ctx, { theme }) => {
    if ((ctx.user.theme ?? "system") === theme) return;
    await emit(ctx, { type: "theme_chosen", v: 1, actorId: ctx.user._id, subjectUserId: ctx.user._id, theme });
  },
});

/**
 * The language the caller reads Lyceum in (ADR 0089): the interface on every device, and their
 * e-mails. Choosing what is already so is no change.
 */
export const setLanguage = authedMutation({
  args: { language: languageValidator },
  handler: async (ctx, { language }) => {
    if (ctx.user.language === language) return;
    await emit(ctx, {
      type: "language_chosen",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      language,
    });
  },
});

/** Sets (or with null, removes) the caller's profile picture from an uploaded avatar file. */
export const setAvatar = authedMutation({
  args: { fileId: v.union(v.id("files"), v.null()) },
  handler: async (ctx, { fileId }) => {
    const { _id: userId, dp, dpFileId } = ctx.user;
    if (fileId === null) {
      // Nothing to remove is no change.
      if (!dp && dpFileId === undefined) return;
      await emit(ctx, {
        type: "avatar_removed",
        v: 1,
        actorId: userId,
        subjectUserId: userId,
        fileId: dpFileId ?? null,
      });
      return;
    }
    const file = await requireOwnedFile(ctx, fileId, userId, "avatar");
    const url = await fileUrl(ctx, file);
    await emit(ctx, { type: "avatar_set", v: 1, actorId: userId, subjectUserId: userId, fileId, url });
  },
});

/**
 * Clerk sign-up, second step: Clerk created the account, this creates the Lyceum profile (unless
 * Clerk's webhook came first: then the profile exists, or it lacks only the role). Also the
 * welcome screen after a first Google sign-in, which chooses the role of a row without one.
 * Convex Auth password sign-ups create the profile in convex/auth.ts instead.
 */
export const completeSignUp = publicMutation({
  args: { displayName: v.string(), role: signUpRoleValidator },
  handler: async (ctx, args) => {
    const identity = await getLiveIdentity(ctx);
    if (identity === null) throw appError("UNAUTHENTICATED", "server.common.signInFirst");
    const existing = await getCurrentUser(ctx);
    if (existing !== null && hasProfile(existing)) return existing._id;
    const displayName = parseOrThrow(displayNameField, args.displayName);
    if (existing !== null) {
      // A first Google sign-in (built-in auth) made the row without a role, or Clerk's webhook made
      // it from a sign-up that chose none; Google or Clerk verified the address, which is what
      // ADMIN_EMAILS asks for.
      const verified = existing.emailVerificationTime !== undefined;
      const role = verified && isAdminEmail(existing.email ?? "") ? "Admin" : args.role;
      const via = existing.tokenIdentifier === undefined ? "google" : "clerk";
      await register(ctx, existing._id, { name: displayName, role, via });
      return existing._id;
    }
    if ((await clerkRow(ctx, identity.tokenIdentifier)) !== null) {
      throw appError("FORBIDDEN", "server.accounts.accountDeleted");
    }
    const email = normalizeEmail(identity.email ?? "");
    // Clerk verifies addresses; ADMIN_EMAILS counts only for one Clerk says is verified.
    const verified = identity.emailVerified === true;
    const role = verified && isAdminEmail(email) ? "Admin" : args.role;
    // The row is the sign-in's (as Convex Auth's are): who this is; the profile is the event's.
    const userId = await ctx.db.insert("users", {
      tokenIdentifier: identity.tokenIdentifier,
      email,
      ...(verified ? { emailVerificationTime: Date.now() } : {}),
    });
    await register(ctx, userId, { name: displayName, role, via: "clerk" });
    return userId;
  },
});

/** An Admin changes someone's role in the app. */
export const changeRole = adminMutation({
  args: { userId: v.id("users"), role: roleValidator },
  handler: async (ctx, { userId, role }) => {
    if (userId === ctx.user._id && role !== "Admin") {
      throw appError("INVALID", "server.accounts.adminsCannotRemoveTheir");
    }
    await setRole(ctx, userId, role, ctx.user._id);
  },
});

/** `npx convex run accounts/users:grantAdmin '{"email":"..."}'` (or the dashboard) makes an Admin. */
export const grantAdmin = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, args) => {
    const email = normalizeEmail(args.email);
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .unique();
    if (user === null) throw appError("NOT_FOUND", "server.accounts.noUserWithEmail", { email });
    await setRole(ctx, user._id, "Admin");
    return user._id;
  },
});
