/** Sign-in for the screens: one adapter whichever provider is configured (see provider.tsx). */
export {
  useAuthAdapter,
  useAuthStatus,
  type AuthAdapter,
  type AuthStatus,
  type LoginInput,
  type RegisterInput,
  type RegisterResult,
  type SignUpRole,
} from "./adapter";
export { postLoginTarget, safeRedirect } from "./redirect";
