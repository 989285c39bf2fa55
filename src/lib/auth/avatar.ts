import { api } from "@convex/_generated/api";
import { convex } from "../convex";
import { errorMessage } from "../errors";
import { uploadFile } from "../upload";
import { t } from "@/lib/words/i18n";

/**
 * Registration's last step (SPEC §7): upload the chosen picture and make it the avatar.
 * Returns an error text instead of throwing: the account exists either way.
 */
export async function attachAvatar(image: File | null | undefined): Promise<string | undefined> {
  if (!image) return undefined;
  try {
    const fileId = await uploadFile(image, "avatar");
    await convex.mutation(api.accounts.users.setAvatar, { fileId });
    return undefined;
  } catch (error) {
    return errorMessage(error, t("lib.upload.avatarFailed"));
  }
}
