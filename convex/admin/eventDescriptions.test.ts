import { expect, test } from "vitest";
import type { Doc, Id } from "../_generated/dataModel";
import { describePayload } from "./eventDescriptions";

const stored = { _id: "e1" as Id<"events">, _creationTime: 1, actorId: "u1" as Id<"users"> };

test("a change reads before → after, only the fields that changed", () => {
  const event = {
    ...stored,
    type: "profile_updated",
    v: 1,
    before: { displayName: "Alice", experience: null, bio: "Old" },
    after: { displayName: "Alicia", experience: null, bio: "New" },
  } as Doc<"events">;
  expect(describePayload(event)).toBe("displayName: Alice → Alicia · bio: Old → New");
});

test("from and to read as one change; keys and ids are left out", () => {
  const event = {
    ...stored,
    type: "assignment_deadline_changed",
    v: 1,
    assignmentKey: "k1",
    title: "Essay",
    from: Date.UTC(2026, 11, 1, 12),
    to: Date.UTC(2026, 11, 2, 4, 59),
    deadlineDate: "2026-12-01",
    timeZone: "UTC",
  } as Doc<"events">;
  expect(describePayload(event)).toBe(
    "2026-12-01 12:00 UTC → 2026-12-02 04:59 UTC · title: Essay · deadlineDate: 2026-12-01 · timeZone: UTC",
  );
});

test("a long list shows its first items and how many there are", () => {
  const rows = Array.from({ length: 500 }, (_, i) => ({ name: `P${i}`, email: `p${i}@example.com` }));
  const event = {
    ...stored,
    type: "roster_import_started",
    v: 1,
    courseName: "Rust",
    rows,
    skipped: 0,
  } as Doc<"events">;
  const line = describePayload(event);
  expect(line).toContain("rows: name P0, email p0@example.com, ");
  expect(line).toContain("… (500 in all)");
  expect(line).not.toContain("P5,");
  expect(line.length).toBeLessThan(400);
});
