/**
 * A person's colour theme (ADR 0086): the device's until they choose, then theirs on every device,
 * each change one `theme_chosen` event. The authorization matrix checks who may call `setTheme`
 * and the fields `me` returns; this file checks the choice itself.
 */
import { expect, test } from "vitest";
import { api } from "../_generated/api";
import { newTest, seedUser } from "../test.setup";

test("the device's theme until chosen; the choice is the person's on every device", async () => {
  const t = newTest();
  const student = await seedUser(t, "student");
  const teacher = await seedUser(t, "teacher");
  expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({ theme: "system" });

  await student.as.mutation(api.accounts.users.setTheme, { theme: "dark" });
  expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({ theme: "dark" });
  // Another person's stays theirs.
  expect(await teacher.as.query(api.accounts.users.me, {})).toMatchObject({ theme: "system" });

  await student.as.mutation(api.accounts.users.setTheme, { theme: "light" });
  expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({ theme: "light" });
});

test("each change is one event; choosing what is already so adds none", async () => {
  const t = newTest();
  const student = await seedUser(t, "student");
  const changes = () =>
    t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((event) => event.type === "theme_chosen"));
  await student.as.mutation(api.accounts.users.setTheme, { theme: "system" });
  expect(await changes()).toHaveLength(0);
  await student.as.mutation(api.accounts.users.setTheme, { theme: "dark" });
  await student.as.mutation(api.accounts.users.setTheme, { theme: "dark" });
  expect((await changes()).map((event) => [event.subjectUserId, event.theme])).toEqual([[student.userId, "dark"]]);
});

test("a theme that is not one of the three is refused", async () => {
  const t = newTest();
  const student = await seedUser(t, "student");
  await expect(
    student.as.mutation(api.accounts.users.setTheme, { theme: "sepia" as unknown as "dark" }),
  ).rejects.toThrow(/Validator error/);
  expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({ theme: "system" });
});
