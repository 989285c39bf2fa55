// Not deployed (two dots in the name): authorization rows of convex/accounts/sessions.ts.
import { everyone, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "accounts/sessions:endedBecause": {
    rule: "anyone: why the caller's own token no longer signs in ('suspended' or null, ADR 0066); no one else's",
    args: () => ({}),
    expect: everyone("allowed"),
  },
};
