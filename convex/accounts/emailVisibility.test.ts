/**
 * A teacher's e-mail on the public teacher lists (landing page, Meet Our Teachers) is their
 * choice: hidden until they show it (ADR 0059). The authorization matrix checks the key set of
 * every listed person for every caller; this file checks the choice itself.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import { newTest, seedUser, type TestConvex } from "../test.setup";

async function listedEmails(t: TestConvex, viewer: Awaited<ReturnType<typeof seedUser>>) {
  const landing = await t.query(api.accounts.users.instructors, {});
  const page = await viewer.as.query(api.accounts.users.teachersPage, {
    paginationOpts: { numItems: 10, cursor: null },
  });
  return {
    landing: landing.map((person) => ("email" in person ? person.email : null)),
    page: page.page.map((person) => ("email" in person ? person.email : null)),
  };
}

describe("a teacher's e-mail on the public lists", () => {
  test("is hidden until the teacher shows it, and hidden again when they hide it", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
    const student = await seedUser(t, "student");

    expect(await listedEmails(t, student)).toEqual({ landing: [null], page: [null] });
    const hidden = await t.query(api.accounts.users.instructors, {});
    expect(JSON.stringify(hidden)).not.toContain(teacher.email);

    await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: true });
    expect(await listedEmails(t, student)).toEqual({ landing: [teacher.email], page: [teacher.email] });

    await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: false });
    expect(await listedEmails(t, student)).toEqual({ landing: [null], page: [null] });
  });

  test("the choice is an event, made once: choosing what is already so adds none", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    const changes = () =>
      t.run(async (ctx) =>
        (await ctx.db.query("events").collect()).filter((event) => event.type === "email_visibility_changed"),
      );
    await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: false });
    expect(await changes()).toHaveLength(0);
    await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: true });
    await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: true });
    expect((await changes()).map((event) => [event.subjectUserId, event.public])).toEqual([[teacher.userId, true]]);
  });

  test("students are not listed and cannot choose; everyone's own profile has their address and the choice", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    const teacher = await seedUser(t, "teacher");
    await expect(student.as.mutation(api.accounts.users.setEmailVisibility, { public: true })).rejects.toMatchObject({
      data: { code: "FORBIDDEN" },
    });
    expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({
      email: student.email,
      emailPublic: false,
    });
    expect(await teacher.as.query(api.accounts.users.me, {})).toMatchObject({
      email: teacher.email,
      emailPublic: false,
    });
  });

  test("the sample school's teachers show theirs, so the landing page does (SPEC §2)", async () => {
    const t = newTest();
    await t.mutation(internal.seed.sampleData, {});
    const instructors = await t.query(api.accounts.users.instructors, {});
    expect(instructors.length).toBeGreaterThan(0);
    for (const person of instructors) expect(person.email).toMatch(/@/);
  });
});
