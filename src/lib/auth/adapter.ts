import { useConvexAuth } from "convex/react";
import { createContext, useContext, useMemo } from "react";
import { withAccountCourse } from "./account-course";

export type SignUpRole = "student" | "teacher";

export type RegisterInput = {
  displayName: string;
  email: string;
  role: SignUpRole;
  password: string;
  /** Optional profile picture, uploaded once the account exists. */
  image?: File | null;
};

export type RegisterResult = {
  /** Set when the account was created but the profile picture could not be saved. */
  avatarError?: string;
};

export type LoginInput = { email: string; password: string };

/** The answer to a verification code: verified (and whether ADMIN_EMAILS made an Admin), or why not. */
export type VerifyEmailResult = { verified: true; promoted: boolean } | { verified: false; message: string };

/**
 * E-mail verification, forgotten and changed passwords of the built-in sign-in (docs/accounts.md).
 * A provider that does these itself (Clerk) offers none: the screens then hide them.
 */
export type AccountActions = {
  verifyEmail(code: string): Promise<VerifyEmailResult>;
  resendVerification(): Promise<void>;
  /** The answer to show: the same whether or not the address has an account. */
  requestPasswordReset(email: string): Promise<string>;
  resetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Signs out the account's other sessions; this one stays. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
};

/** What the screens need from sign-in, whichever provider is behind it. */
export type AuthAdapter = {
  account?: AccountActions;
  register(input: RegisterInput): Promise<RegisterResult>;
  login(input: LoginInput): Promise<void>;
  logout(): Promise<void>;
  /**
   * Sets the password of an invited account through its mailed link and signs in (ADR 0054); only
   * the built-in sign-in has invitations (a provider such as Clerk invites people itself).
   */
  claimInvitation?(input: { token: string; password: string }): Promise<void>;
  /** The current Convex access token, for calls to HTTP actions (e.g. the xAPI export); null when signed out. */
  getToken(): Promise<string | null>;
};

export type AuthStatus = { isLoading: boolean; isAuthenticated: boolean };

export const AuthAdapterContext = createContext<AuthAdapter | null>(null);

export function useAuthAdapter(): AuthAdapter {
  const adapter = useContext(AuthAdapterContext);
  // Sign-in, sign-up and sign-out also settle whose remembered course it is (ADR 0022).
  const wrapped = useMemo(() => (adapter === null ? null : withAccountCourse(adapter)), [adapter]);
  if (wrapped === null) throw new Error("useAuthAdapter must be used inside <AuthProvider>.");
  return wrapped;
}

/**
 * Loading until the first answer, then signed in or out. "Signed in" means the Convex backend
 * accepted the token, for either provider.
 */
export function useAuthStatus(): AuthStatus {
  const { isLoading, isAuthenticated } = useConvexAuth();
  return { isLoading, isAuthenticated };
}
