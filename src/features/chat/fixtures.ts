import { api } from "@convex/_generated/api";
import { fakeConvex } from "@/test-utils/convex-fake";

/** The signed-in user of the chat tests (verified unless said otherwise). */
export function signedInAs(displayName = "Ada Lovelace", role = "student", emailVerified = true) {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName,
    email: "ada@lyceum.test",
    role,
    dp: "",
    emailVerified,
  });
}

let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
/**
 * A message as chat.live and chat.history send it (the same for everyone: `mine` only picks the
 * author, the signed-in "me" or Grace); later calls are later in time.
 */
export function message(
  overrides: Partial<{
    _id: string;
    text: string;
    authorId: string;
    authorName: string;
    mine: boolean;
    removed: boolean;
    _creationTime: number;
  }> = {},
) {
  clock += 60_000;
  const { mine = false, ...rest } = overrides;
  return {
    _id: `m${clock}`,
    _creationTime: clock,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    text: "Hello",
    authorId: mine ? "me" : "u2",
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data
    authorName: mine ? "Ada Lovelace" : "Grace Hopper",
    removed: false,
    ...rest,
  };
}
