// Not deployed (two dots in the name): authorization rows of the grader's own functions,
// convex/assignments/graderPresence.ts and convex/assignments/grader.ts.
import { api } from "../../_generated/api";
import { COURSE_MANAGERS, everyone, type Caller, type Rows } from "../matrix.setup";
import { graderRoom } from "../../shared/graderRoom";
import type { TestConvex } from "../../test.setup";
import type { World } from "../world.setup";
import { assignmentWorld, prepareAssignments } from "./assignments.setup";

const seeded = new WeakMap<World, { sessionToken: string }>();

const room = (world: World) => graderRoom(assignmentWorld(world).assignmentId, assignmentWorld(world).enrolledId);

/** `prepareAssignments`, then the course's teacher opens the enrolled student's work in the grader. */
async function prepareOpen(t: TestConvex, world: World, caller: Caller): Promise<void> {
  await prepareAssignments(t, world, caller);
  // Loaded here, not at the top: scripts/authz-table.ts imports this file outside vitest.
  const { identityFor } = await import("../../test.setup");
  const owner = world.actors.owner.userId;
  const { sessionToken } = await t.withIdentity(identityFor(owner)).mutation(api.assignments.graderPresence.heartbeat, {
    roomId: room(world),
    userId: owner,
    sessionId: "owner-grading",
    interval: 10_000,
  });
  seeded.set(world, { sessionToken });
}

export const rows: Rows = {
  "assignments/grader:assignment": {
    rule: "the course's own teacher and Admins",
    prepare: prepareAssignments,
    args: (world) => ({ assignmentId: assignmentWorld(world).assignmentId }),
    expect: COURSE_MANAGERS,
  },
  "assignments/graderPresence:heartbeat": {
    rule: "the course's own teacher and Admins, each as themselves only, for a student of the course",
    prepare: prepareAssignments,
    args: (world, caller) => ({
      roomId: room(world),
      userId: world.of(caller).userId,
      sessionId: `${caller}-grading`,
      interval: 10_000,
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/graderPresence:list": {
    rule: "staff; who grades the paper only for the course's own teacher and Admins ([] for another teacher)",
    prepare: prepareOpen,
    args: (world) => ({ roomToken: room(world) }),
    expect: { ...COURSE_MANAGERS, otherTeacher: "hidden" },
  },
  "assignments/graderPresence:disconnect": {
    rule: "anyone holding the session's token (sent by sendBeacon, without a sign-in)",
    prepare: prepareOpen,
    args: (world) => ({ sessionToken: seeded.get(world)?.sessionToken ?? "" }),
    expect: everyone("allowed"),
  },
};
