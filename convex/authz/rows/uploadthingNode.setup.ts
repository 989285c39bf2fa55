// Not deployed (two dots in the name): authorization rows of convex/uploadthingNode.ts.
import { PNG } from "../../courses/courseTests.setup";
import { signedIn, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "accounts/uploadthingNode:finishUploadThing": {
    rule: "any signed-in user, only an upload they started (another's key is NOT_FOUND)",
    args: (_world, caller) => ({ key: `authz-${caller}` }),
    expect: signedIn(),
    // UploadThing configured (a fake serving a PNG), and a pending upload of the caller's own.
    prepare: async (t, world, caller) => {
      const { fakeUploadThing } = await import("../uploadthingFake.setup");
      fakeUploadThing();
      await t.run(async (ctx) => {
        await ctx.db.insert("pendingUploads", {
          key: `authz-${caller}`,
          ownerId: world.of(caller).userId,
          purpose: "avatar",
          name: "me.png",
          size: PNG.length,
          contentType: "image/png",
          expiresAt: Date.now() + 60_000,
        });
      });
    },
  },
};
