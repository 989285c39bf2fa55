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
};
