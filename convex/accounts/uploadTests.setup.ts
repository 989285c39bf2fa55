// Not deployed (two dots in the name): an upload through the real Convex-storage flow, for tests.
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { FilePurpose } from "../schema";
import type { TestConvex } from "../test.setup";

type Client = ReturnType<TestConvex["withIdentity"]>;

/** What the browser's POST to the upload URL leaves in storage (its `Content-Type` becomes the blob type). */
export async function storeBytes(t: TestConvex, bytes: Uint8Array<ArrayBuffer>, type: string) {
  return await t.run((ctx) => ctx.storage.store(new Blob([bytes], { type })));
}

/** files.startUpload, the bytes stored, files.finishUpload: what src/lib/upload.ts does, as this user. */
export async function uploadBytes(
  t: TestConvex,
  as: Client,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name: string,
  purpose: FilePurpose,
): Promise<Id<"files">> {
  const started = await as.mutation(api.accounts.files.startUpload, {
    purpose,
    name,
    size: bytes.length,
    contentType: type,
  });
  const storageId = await storeBytes(t, bytes, type);
  return await as.action(api.accounts.files.finishUpload, { key: started.key, storageId, purpose });
}
