import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/errors";
import { t } from "@/lib/words/i18n";

/**
 * Runs one action (a button's mutation) and tells the user how it went: `success` as a toast, or `failure`
 * with the server's reason (AppError message) when it refused. Returns whether it worked.
 */
export async function runAction(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(failure, { description: errorMessage(error, t("lib.tryAgain")) });
    return false;
  }
}
