// Not deployed (two dots in the name): authorization rows of Convex Auth's public functions (convex/auth.ts).
import { everyone, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "auth:signIn": {
    rule: "anyone may sign up or sign in (the password flow checks the credentials)",
    args: (_world, caller) => ({
      provider: "password",
      params: {
        flow: "signUp",
        email: `new-${caller}@example.com`,
        password: "correct horse battery",
        displayName: `New ${caller}`,
        role: "student",
      },
    }),
    expect: everyone("allowed"),
  },
  "auth:signOut": {
    rule: "anyone; ends only the caller's own session",
    args: () => ({}),
    expect: everyone("allowed"),
  },
  "auth:isAuthenticated": {
    rule: "anyone; says only whether the caller is signed in",
    args: () => ({}),
    expect: everyone("allowed"),
  },
};
