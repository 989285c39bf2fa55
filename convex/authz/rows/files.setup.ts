// Not deployed (two dots in the name): authorization rows of convex/files.ts.
import { PNG } from "../../courseTests.setup";
import { signedIn, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "files:startUpload": {
    rule: "any signed-in user; the upload is theirs (see docs/authorization.md on purposes)",
    args: () => ({ purpose: "avatar", name: "me.png", size: PNG.length, contentType: "image/png" }),
    expect: signedIn(),
  },
  "files:finishUpload": {
    rule: "any signed-in user; the file is recorded as theirs",
    args: (world) => ({ storageId: world.storageId, name: "me.png", purpose: "avatar" }),
    expect: signedIn(),
  },
  "files:finishUploadThing": {
    rule: "any signed-in user, only an upload they started (another's key is NOT_FOUND)",
    args: (_world, caller) => ({ key: `authz-${caller}` }),
    expect: signedIn(),
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
