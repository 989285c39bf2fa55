// Not deployed (two dots in the name): authorization rows of convex/calendar/calendar.ts.
import { signedIn, type Caller, type Outcome, type Rows } from "../matrix.setup";
import { prepareAssignments } from "./assignments.setup";

/** December 2099 in UTC: the world assignment's deadline (2099-12-31 23:59 UTC) is in it. */
const DECEMBER_2099 = { from: Date.UTC(2099, 11, 1), to: Date.UTC(2100, 0, 1) };

/** The course's deadline reaches its enrolled student and its teacher; everyone else gets an empty calendar. */
const COURSE_CALENDAR: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "hidden",
  enrolled: "allowed",
  owner: "allowed",
  otherTeacher: "hidden",
  admin: "hidden",
};

export const rows: Rows = {
  "calendar/calendar:items": {
    rule: "signed in; only the deadlines of the caller's own courses (enrolled or taught) and their own extensions",
    prepare: prepareAssignments,
    args: () => DECEMBER_2099,
    isEmpty: (result) => (result as { items: unknown[] }).items.length === 0,
    expect: COURSE_CALENDAR,
  },
  "calendar/calendar:feed": {
    rule: "signed in; only the caller's own feed address",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
  "calendar/calendar:resetFeed": {
    rule: "signed in; resets only the caller's own feed address",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
};
