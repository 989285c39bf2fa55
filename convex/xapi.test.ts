import { expect, test } from "vitest";
import { courseWithPeople, postAssignment } from "./assignmentsTests.setup";
import type { XapiStatement } from "./model/xapi";
import { submitWork } from "./notificationsTests.setup";
import { api } from "./_generated/api";

test("an Admin exports the event log as xAPI statements, oldest first", async () => {
  const { t, teacher, courseId, alice, admin } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);
  await teacher.as.mutation(api.submissions.grade, { assignmentId, studentId: alice.userId, grade: 88, feedback: "" });

  const response = await admin.as.fetch("/admin/xapi");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const statements = (await response.json()) as XapiStatement[];
  const events = await t.run((ctx) => ctx.db.query("events").collect());
  expect(statements).toHaveLength(events.length);
  const graded = statements.find((s) => s.verb.id === "http://adlnet.gov/expapi/verbs/scored");
  expect(graded).toMatchObject({
    actor: { objectType: "Agent", name: "Alice", mbox: `mailto:${alice.email}` },
    object: { objectType: "Activity", id: `http://127.0.0.1:3211/xapi/assignments/${assignmentId}` },
    result: { score: { raw: 88 } },
  });
  expect(new Date(graded!.timestamp).toISOString()).toBe(graded!.timestamp);
  const posted = statements.find((s) => s.object.definition.name["en-US"] === "assignment_posted");
  expect(posted?.verb.id).toBe("http://adlnet.gov/expapi/verbs/shared");
  const times = statements.map((s) => s.timestamp);
  expect([...times].sort()).toEqual(times);
});

test("only Admins: a visitor gets 401, a teacher or student 403, and no statements", async () => {
  const { t, teacher, alice } = await courseWithPeople();
  const visitor = await t.fetch("/admin/xapi");
  expect(visitor.status).toBe(401);
  for (const caller of [teacher, alice]) {
    const response = await caller.as.fetch("/admin/xapi");
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("actor");
  }
});
