import { publicQuery } from "../functions";
import { googleSignInConfigured } from "./model/googleSignIn";

/**
 * Which sign-in methods this deployment offers besides e-mail and password, so the Login and
 * Register screens show 'Continue with Google' only when it works. Names only, never secrets.
 */
export const list = publicQuery({
  args: {},
  handler: async (): Promise<{ google: boolean }> => ({ google: googleSignInConfigured() }),
});
