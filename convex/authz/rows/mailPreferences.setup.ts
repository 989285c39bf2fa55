// Not deployed (two dots in the name): authorization rows of convex/notifications/mailPreferences.ts.
import { signUnsubscribe } from "../../notifications/model/mailTokens";
import { defaultMailKinds } from "../../shared/mailPreferences";
import type { TestConvex } from "../../test.setup";
import { everyone, peopleFields, signedIn, type Caller, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const tokens = new WeakMap<World, string>();

/** A signed unsubscribe link of the world's student (the visitor holds it too: it came by mail). */
async function prepareToken(_t: TestConvex, world: World, _caller: Caller): Promise<void> {
  tokens.set(world, await signUnsubscribe({ userId: world.of("student").userId, kind: "graded" }));
}

export const rows: Rows = {
  "notifications/mailPreferences:mine": {
    rule: "signed in; the caller's own preferences, address and whether it is verified",
    args: () => ({}),
    expect: signedIn("allowed"),
    people: peopleFields(["kinds", "digestHour", "timeZone", "saved", "emailVerified", "email"]),
  },
  "notifications/mailPreferences:set": {
    rule: "signed in; sets only the caller's own preferences",
    args: () => ({ kinds: defaultMailKinds(), digestHour: 7, timeZone: "Europe/Berlin" }),
    expect: signedIn("allowed"),
  },
  "notifications/mailPreferences:unsubscribe": {
    rule: "anyone holding a signed unsubscribe link (no sign-in: it comes by mail); turns off only what it names and answers that kind (the page words it)",
    prepare: prepareToken,
    args: (world) => {
      const token = tokens.get(world);
      if (token === undefined) throw new Error("prepareToken did not run");
      return { token };
    },
    expect: everyone("allowed"),
  },
};
