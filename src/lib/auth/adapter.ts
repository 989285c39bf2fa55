import { useConvexAuth } from "convex/react";
import { createContext, useContext } from "react";

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

/** What the screens need from sign-in, whichever provider is behind it. */
export type AuthAdapter = {
  register(input: RegisterInput): Promise<RegisterResult>;
  login(input: LoginInput): Promise<void>;
  logout(): Promise<void>;
};

export type AuthStatus = { isLoading: boolean; isAuthenticated: boolean };

export const AuthAdapterContext = createContext<AuthAdapter | null>(null);

export function useAuthAdapter(): AuthAdapter {
  const adapter = useContext(AuthAdapterContext);
  if (adapter === null) throw new Error("useAuthAdapter must be used inside <AuthProvider>.");
  return adapter;
}

/**
 * Loading until the first answer, then signed in or out. "Signed in" means the Convex backend
 * accepted the token, for either provider.
 */
export function useAuthStatus(): AuthStatus {
  const { isLoading, isAuthenticated } = useConvexAuth();
  return { isLoading, isAuthenticated };
}
