// Not deployed (two dots in the name): authorization rows of convex/courses/joinCodes.ts. The
// world's course gets a join code by its teacher through the real function (`prepare`).
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, peopleFields, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const codes = new WeakMap<World, { joinCodeId: Id<"joinCodes">; code: string }>();

async function prepareJoinCode(t: TestConvex, world: World): Promise<void> {
  // Imported on use: scripts/authz-table.ts loads these rows in Node.
  const { identityFor } = await import("../../test.setup");
  const owner = t.withIdentity(identityFor(world.actors.owner.userId));
  codes.set(world, await owner.mutation(api.courses.joinCodes.create, { courseId: world.courseId, seatLimit: 30 }));
}

function joinCode(world: World) {
  const found = codes.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: prepareJoinCode`.");
  return found;
}

/** Students (enrolled or not) allowed; teachers and Admins refused: codes are for students. */
const STUDENTS_ONLY: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "allowed",
  enrolled: "allowed",
  owner: "refused",
  otherTeacher: "refused",
  admin: "refused",
};

export const rows: Rows = {
  "courses/joinCodes:create": {
    rule: "the course's own teacher and Admins",
    args: (world) => ({ courseId: world.courseId, seatLimit: 30 }),
    expect: COURSE_MANAGERS,
  },
  "courses/joinCodes:revoke": {
    rule: "the code's course's own teacher and Admins",
    prepare: prepareJoinCode,
    args: (world) => ({ joinCodeId: joinCode(world).joinCodeId }),
    expect: COURSE_MANAGERS,
  },
  "courses/joinCodes:list": {
    rule: "the course's own teacher and Admins: its codes and who joined with each",
    prepare: prepareJoinCode,
    args: (world) => ({ courseId: world.courseId }),
    expect: COURSE_MANAGERS,
    people: peopleFields(["name", "email", "enrolledAt"]),
  },
  "courses/joinCodes:join": {
    rule: "students only, for themselves (wrong codes rate-limited per person); teachers and Admins refused",
    prepare: prepareJoinCode,
    args: (world) => ({ code: joinCode(world).code }),
    expect: STUDENTS_ONLY,
  },
};
