/** Sign-in for the screens: one adapter whichever provider is configured (see provider.tsx). */
export { useAuthAdapter, useAuthStatus, type AuthAdapter, type AuthStatus, type SignUpRole } from "./adapter";
export { postLoginTarget } from "./redirect";
export { forgetSessionEndedNotice, sessionEndedNotice } from "./ended-session";
