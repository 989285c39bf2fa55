import { createContext, useContext } from "react";

/** 'Continue with Google', whichever sign-in provider is behind it (Convex Auth or Clerk). */
export type GoogleSignIn = {
  /** Whether this deployment offers it: the button is shown only then. Undefined while asking. */
  available: boolean | undefined;
  /** Leaves for Google; comes back to the welcome screen, then to `redirect` (a same-site path). */
  start(redirect?: string): Promise<void>;
};

const NOT_OFFERED: GoogleSignIn = { available: false, start: () => Promise.resolve() };

export const GoogleSignInContext = createContext<GoogleSignIn>(NOT_OFFERED);

export function useGoogleSignIn(): GoogleSignIn {
  return useContext(GoogleSignInContext);
}

/** The welcome screen Google sends people back to (role choice, or on to the page asked for). */
export function welcomePath(redirect?: string): string {
  return redirect ? `/welcome?${new URLSearchParams({ redirect }).toString()}` : "/welcome";
}
