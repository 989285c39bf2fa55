// Not deployed (two dots in the name): authorization rows of convex/files.ts.
import type { Id } from "../../_generated/dataModel";
import { PNG } from "../../courses/courseTests.setup";
import { signedIn, type Caller, type Rows } from "../matrix.setup";

/** The upload each caller started in `prepare` (a pending row, then its bytes in storage). */
const started = new Map<Caller, { key: string; storageId: Id<"_storage"> }>();

export const rows: Rows = {
  "accounts/files:startUpload": {
    rule: "any signed-in user; the upload is theirs (see docs/authorization.md on purposes)",
    args: () => ({ purpose: "avatar", name: "me.png", size: PNG.length, contentType: "image/png" }),
    expect: signedIn(),
  },
  "accounts/files:finishUpload": {
    rule: "any signed-in user, only an upload they started (another's key is NOT_FOUND); recorded as theirs",
    args: (world, caller) => ({
      key: started.get(caller)?.key ?? "convex:none",
      storageId: started.get(caller)?.storageId ?? world.storageId,
      purpose: "avatar",
    }),
    expect: signedIn(),
    prepare: async (t, world, caller) => {
      const key = `convex:authz-${caller}`;
      const storageId = await t.run(async (ctx) => {
        await ctx.db.insert("pendingUploads", {
          key,
          ownerId: world.of(caller).userId,
          purpose: "avatar",
          name: "me.png",
          size: PNG.length,
          contentType: "image/png",
          expiresAt: Date.now() + 60_000,
        });
        return await ctx.storage.store(new Blob([PNG], { type: "image/png" }));
      });
      started.set(caller, { key, storageId });
    },
  },
};
