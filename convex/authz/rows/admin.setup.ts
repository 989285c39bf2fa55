// Not deployed (two dots in the name): authorization rows of convex/admin.ts.
import { ADMIN_ONLY, peopleFields, type Rows } from "../matrix.setup";

export const rows: Rows = {
  "admin/admin:people": {
    rule: "Admins only (the Admin console); id, name, e-mail, role, joined date and suspended only",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: ADMIN_ONLY,
    people: peopleFields(["_id", "name", "email", "role", "joined", "suspended"]),
  },
  "admin/admin:suspend": {
    rule: "Admins only, not themselves nor another Admin (ADR 0066)",
    args: (world) => ({ userId: world.actors.student.userId, reason: "Matrix check" }),
    expect: ADMIN_ONLY,
  },
  "admin/admin:restore": {
    rule: "Admins only, not themselves (ADR 0066)",
    args: (world) => ({ userId: world.actors.student.userId }),
    expect: ADMIN_ONLY,
  },
  "admin/admin:endSessions": {
    rule: "Admins only, not themselves (ADR 0066)",
    args: (world) => ({ userId: world.actors.student.userId }),
    expect: ADMIN_ONLY,
  },
  "admin/admin:events": {
    rule: "Admins only (the Admin console's event log)",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: ADMIN_ONLY,
  },
  "admin/admin:eventTypes": {
    rule: "Admins only (the event log's type filter)",
    args: () => ({}),
    expect: ADMIN_ONLY,
  },
  "admin/admin:history": {
    rule: "Admins only (the event log's history of one entity)",
    args: (world) => ({ entityKey: world.courseId }),
    expect: ADMIN_ONLY,
  },
};
