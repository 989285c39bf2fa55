import { expect, test } from "vitest";
import { postAssignment } from "../assignments/assignmentsTests.setup";
import type { XapiStatement } from "./model/xapi";
import { playQuiz, quizWorld, snapshotOf, wrongOption } from "../quiz/quizTests.setup";
import { seedUser } from "../test.setup";
import { classWithPeople as courseWithPeople, submitWork } from "../notifications/notificationsTests.setup";
import { api } from "../_generated/api";
import { env } from "../_generated/server";

test("an Admin exports the event log as xAPI statements, oldest first", async () => {
  const { t, teacher, courseId, alice, admin } = await courseWithPeople();
  const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });
  await submitWork(t, alice.as, assignmentId);
  await teacher.as.mutation(api.assignments.submissions.grade, {
    assignmentId,
    studentId: alice.userId,
    grade: 88,
    feedback: "",
  });

  const response = await admin.as.fetch("/admin/xapi");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const statements = (await response.json()) as XapiStatement[];
  const events = await t.run((ctx) => ctx.db.query("events").collect());
  expect(statements).toHaveLength(events.length);
  const graded = statements.find((s) => s.verb.id === "http://adlnet.gov/expapi/verbs/scored");
  // An assignment is named by its key (the id of its `assignment_posted`): the same after a rebuild.
  const assignmentKey = (await t.run((ctx) => ctx.db.get("assignments", assignmentId)))!.key;
  expect(graded).toMatchObject({
    actor: { objectType: "Agent", name: "Alice", mbox: `mailto:${alice.email}` },
    object: { objectType: "Activity", id: `http://127.0.0.1:3211/xapi/assignments/${assignmentKey}` },
    result: { score: { raw: 88 } },
  });
  expect(new Date(graded!.timestamp).toISOString()).toBe(graded!.timestamp);
  // Posting is about the assignment it creates, named by its title.
  const posted = statements.find((s) => s.context.extensions["http://127.0.0.1:3211/xapi/event"] === assignmentKey);
  expect(posted).toMatchObject({
    verb: { id: "http://adlnet.gov/expapi/verbs/shared" },
    object: {
      id: `http://127.0.0.1:3211/xapi/assignments/${assignmentKey}`,
      definition: { name: { "en-US": "Lifetimes" } },
    },
  });
  const times = statements.map((s) => s.timestamp);
  expect([...times].sort()).toEqual(times);
});

test("each quiz answer is one statement about its question: right or wrong, the option chosen, the time", async () => {
  const { t, student } = await quizWorld();
  const admin = await seedUser(t, "Admin");
  const plan: ("right" | "wrong")[] = ["right", "wrong", ...Array<"right">(8).fill("right")];
  const attemptId = await playQuiz(t, student, plan);
  const questions = await snapshotOf(t, attemptId);

  const response = await admin.as.fetch("/admin/xapi");
  const statements = (await response.json()) as XapiStatement[];
  const answered = statements.filter((s) => s.verb.id === "http://adlnet.gov/expapi/verbs/answered");
  expect(answered).toHaveLength(10);
  expect(answered.slice(0, 2)).toMatchObject([
    {
      actor: { name: student.displayName },
      object: {
        objectType: "Activity",
        id: `http://127.0.0.1:3211/xapi/questions/${questions[0].questionKey}`,
        definition: { name: { "en-US": questions[0].question } },
      },
      result: {
        success: true,
        score: { raw: 1, min: 0, max: 1 },
        response: String(questions[0].answer),
        duration: expect.stringMatching(/^PT[\d.]+S$/),
      },
    },
    {
      object: { id: `http://127.0.0.1:3211/xapi/questions/${questions[1].questionKey}` },
      result: { success: false, score: { raw: 0 }, response: String(wrongOption(questions[1].answer)) },
    },
  ]);
  const completed = statements.find((s) => s.object.definition.name["en-US"] === "quiz_finished");
  expect(completed).toMatchObject({
    verb: { id: "http://adlnet.gov/expapi/verbs/completed" },
    result: { score: { raw: 9, min: 0, max: 10 } },
  });
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

test("the browser may call the export across origins with its bearer token, from the app's origin only when it is known", async () => {
  const { t } = await courseWithPeople();
  const preflight = await t.fetch("/admin/xapi", {
    method: "OPTIONS",
    headers: {
      Origin: "http://app.example",
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "authorization",
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
  expect(preflight.headers.get("access-control-allow-origin")).toBe("http://app.example");

  env.SITE_URL = "https://school.example";
  try {
    const foreign = await t.fetch("/admin/xapi", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
    const own = await t.fetch("/admin/xapi", {
      method: "OPTIONS",
      headers: { Origin: "https://school.example", "Access-Control-Request-Method": "GET" },
    });
    expect(own.headers.get("access-control-allow-origin")).toBe("https://school.example");
  } finally {
    delete env.SITE_URL;
  }
});
