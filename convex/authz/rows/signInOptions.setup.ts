// Not deployed (two dots in the name): authorization rows of convex/signInOptions.ts.
import { everyone, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "accounts/signInOptions:list": {
    rule: "anyone (the Login and Register screens ask before sign-in); method names only, no secrets",
    args: () => ({}),
    expect: everyone("allowed"),
  },
};
