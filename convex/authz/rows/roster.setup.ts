// Not deployed (two dots in the name): authorization rows of convex/onboarding/roster.ts and invitations.ts.
import { api } from "../../_generated/api";
import { COURSE_MANAGERS, everyone, peopleFields, type Rows } from "../matrix.setup";
import { clientFor } from "../world.setup";

const CSV = "name,email\nAna Authz,ana.authz@example.com";

/** The import the owner started in `prepare`, for the progress row's arguments. */
let importKey = "";

export const rows: Rows = {
  "onboarding/roster:preview": {
    rule: "the course's teacher or an Admin checks a roster for it; writes nothing",
    args: (world) => ({ courseId: world.courseId, csv: CSV }),
    expect: COURSE_MANAGERS,
    people: peopleFields(["line", "name", "email", "studentNumber", "courseName", "status", "error"]),
  },
  "onboarding/roster:start": {
    rule: "the course's teacher or an Admin imports a roster into it",
    args: (world) => ({ courseId: world.courseId, csv: CSV }),
    expect: COURSE_MANAGERS,
  },
  "onboarding/roster:progress": {
    rule: "an import's progress: the course's teacher (who started it) or an Admin",
    prepare: async (t, world) => {
      const owner = clientFor(t, world, "owner");
      ({ importKey } = await owner.mutation(api.onboarding.roster.start, { courseId: world.courseId, csv: CSV }));
    },
    args: () => ({ importKey }),
    expect: COURSE_MANAGERS,
    // Failed rows name the person the import was about.
    people: peopleFields(["index", "name", "email", "reason"]),
  },
  "onboarding/invitations:inspect": {
    rule: "anyone with a link: the token is the authority; an unknown one says only 'unknown'",
    args: () => ({ token: "not-a-real-invitation-token" }),
    expect: everyone("allowed"),
  },
};
