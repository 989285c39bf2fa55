/**
 * The accounts projector (ADR 0049): the app's fields of `users` (display name, role, profile,
 * picture, verified address) and the `files` rows, written here and nowhere else.
 *
 * Neither table is rebuilt, so neither is in `tables`: Convex Auth creates `users` rows (its
 * sessions and accounts refer to them), and other domains' payloads refer to `files` by id, each
 * row standing for bytes in storage that a replay cannot make again. A replay therefore leaves
 * them as they are (they already hold every event's result): these handlers apply live events
 * only.
 */
import { defineProjector } from "../events/projector";

export const accountsProjector = defineProjector({
  name: "accounts",
  tables: {},
  on: {
    registered: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, {
        name: event.name,
        displayName: event.name,
        role: event.role,
        dp: "",
      });
    },
    profile_updated: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      const { displayName, experience, bio } = event.after;
      await ctx.db.patch("users", event.subjectUserId, {
        displayName,
        name: displayName,
        // null (an emptied field on /settings) removes it.
        experience: experience ?? undefined,
        bio,
      });
    },
    email_visibility_changed: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { emailPublic: event.public });
    },
    theme_chosen: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { theme: event.theme });
    },
    language_chosen: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { language: event.language });
    },
    role_changed: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { role: event.to });
    },
    avatar_set: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { dp: event.url, dpFileId: event.fileId });
    },
    avatar_removed: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { dp: "", dpFileId: undefined });
    },
    email_verified: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      // Convex Auth's own field, which Google account linking also reads.
      await ctx.db.patch("users", event.subjectUserId, { emailVerificationTime: event._creationTime });
    },
    account_closed: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { closedAt: event._creationTime });
    },
    account_suspended: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { suspendedAt: event._creationTime });
    },
    account_restored: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, { suspendedAt: undefined });
    },
    email_changed: async (ctx, event, { replay }) => {
      if (replay || event.subjectUserId === undefined) return;
      await ctx.db.patch("users", event.subjectUserId, {
        email: event.email,
        emailVerificationTime: event.verified ? event._creationTime : undefined,
      });
    },
    file_stored: async (ctx, event, { replay }) => {
      if (replay) return;
      await ctx.db.insert("files", {
        provider: event.provider,
        ...(event.storageId !== undefined ? { storageId: event.storageId } : {}),
        ...(event.key !== undefined ? { key: event.key } : {}),
        ...(event.url !== undefined ? { url: event.url } : {}),
        path: event.path,
        name: event.name,
        size: event.size,
        contentType: event.contentType,
        purpose: event.purpose,
        ownerId: event.ownerId,
      });
    },
    video_uploaded: async (ctx, event, { replay }) => {
      if (replay) return;
      // An attached course video moves to its course's folder (SPEC §7), as the event names it.
      const file = await ctx.db.get("files", event.fileId);
      if (file !== null && file.path !== event.filePath)
        await ctx.db.patch("files", file._id, { path: event.filePath });
    },
  },
});
