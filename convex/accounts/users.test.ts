import { describe, expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import { identityFor, newTest, seedUser } from "../test.setup";

describe("users.instructors (public landing page)", () => {
  test("returns only teachers, with only the fields the page shows", async () => {
    const t = newTest();
    await seedUser(t, "student", { displayName: "Sam Student" });
    await seedUser(t, "Admin", { displayName: "Ann Admin" });
    const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher", experience: 7 });
    await t.run((ctx) => ctx.db.patch("users", teacher.userId, { tokenIdentifier: "secret|token" }));

    const instructors = await t.query(api.accounts.users.instructors, {});
    expect(instructors).toEqual([
      {
        _id: teacher.userId,
        displayName: "Tess Teacher",
        dp: "",
        role: "teacher",
        experience: 7,
        bio: "",
      },
    ]);
    expect(JSON.stringify(instructors)).not.toContain("secret|token");
    // Not shown until the teacher chooses to (emailVisibility.test.ts).
    expect(JSON.stringify(instructors)).not.toContain(teacher.email);
  });

  test("an unfinished (Clerk) profile without a role is not listed", async () => {
    const t = newTest();
    await t.run((ctx) => ctx.db.insert("users", { email: "half@example.com" }));
    expect(await t.query(api.accounts.users.instructors, {})).toEqual([]);
  });
});

describe("users.me", () => {
  test("is null for a visitor", async () => {
    const t = newTest();
    expect(await t.query(api.accounts.users.me, {})).toBeNull();
  });

  test("finds the caller by identity, not by e-mail", async () => {
    const t = newTest();
    const first = await seedUser(t, "student", { email: "same@example.com", displayName: "First" });
    const second = await seedUser(t, "teacher", { email: "same@example.com", displayName: "Second" });
    expect(await second.as.query(api.accounts.users.me, {})).toMatchObject({
      _id: second.userId,
      displayName: "Second",
      role: "teacher",
    });
    expect(await first.as.query(api.accounts.users.me, {})).toMatchObject({ displayName: "First" });
  });

  test("a Clerk identity is matched by tokenIdentifier and asked to finish its profile", async () => {
    const t = newTest();
    const clerk = t.withIdentity({
      issuer: "https://clerk.example.dev",
      subject: "user_123",
      tokenIdentifier: "https://clerk.example.dev|user_123",
      email: "Clerk@Example.com",
      name: "Cleo Clerk",
    });
    // The welcome screen offers the identity's name as the display name.
    expect(await clerk.query(api.accounts.users.me, {})).toEqual({ needsProfile: true, suggestedName: "Cleo Clerk" });
    await clerk.mutation(api.accounts.users.completeSignUp, { displayName: "Cleo", role: "teacher" });
    expect(await clerk.query(api.accounts.users.me, {})).toMatchObject({
      displayName: "Cleo",
      role: "teacher",
      email: "clerk@example.com",
    });
  });
});

describe("users.updateProfile", () => {
  test("a teacher changes name, experience and bio", async () => {
    const t = newTest();
    const { as, userId } = await seedUser(t, "teacher");
    await as.mutation(api.accounts.users.updateProfile, {
      displayName: "  Dr. Grace  ",
      experience: 12,
      bio: "Compilers.",
    });
    const user = await t.run((ctx) => ctx.db.get("users", userId));
    expect(user).toMatchObject({ displayName: "Dr. Grace", experience: 12, bio: "Compilers." });
  });

  test("a teacher clears their years of experience with null", async () => {
    const t = newTest();
    const { as, userId } = await seedUser(t, "teacher", { experience: 7 });
    await as.mutation(api.accounts.users.updateProfile, { displayName: "Tess", experience: null });
    const user = await t.run((ctx) => ctx.db.get("users", userId));
    expect(user?.experience).toBeUndefined();
    expect(user?.displayName).toBe("Tess");
  });

  test("each edit is a profile_updated event with the whole profile before and after", async () => {
    const t = newTest();
    const { as, userId, displayName } = await seedUser(t, "teacher", { experience: 7 });
    await as.mutation(api.accounts.users.updateProfile, { displayName: "Dr. Tess", bio: "Compilers." });
    await as.mutation(api.accounts.users.updateProfile, { displayName: "Dr. Tess", experience: null });
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      {
        type: "profile_updated",
        actorId: userId,
        subjectUserId: userId,
        before: { displayName, experience: 7, bio: "" },
        after: { displayName: "Dr. Tess", experience: 7, bio: "Compilers." },
      },
      {
        type: "profile_updated",
        before: { displayName: "Dr. Tess", experience: 7, bio: "Compilers." },
        after: { displayName: "Dr. Tess", experience: null, bio: "Compilers." },
      },
    ]);
    expect(await t.run((ctx) => ctx.db.get("users", userId))).toMatchObject({ name: "Dr. Tess", bio: "Compilers." });
  });

  test("rejects a blank name, bad experience, and changes nothing", async () => {
    const t = newTest();
    const { as, userId, displayName } = await seedUser(t, "teacher");
    await expect(as.mutation(api.accounts.users.updateProfile, { displayName: " " })).rejects.toThrow(
      /Display name is required/,
    );
    await expect(as.mutation(api.accounts.users.updateProfile, { displayName: "X", experience: -1 })).rejects.toThrow(
      /whole number from 0 to 80/,
    );
    await expect(as.mutation(api.accounts.users.updateProfile, { displayName: "X", experience: 2.5 })).rejects.toThrow(
      /whole number/,
    );
    expect(await t.run((ctx) => ctx.db.get("users", userId))).toMatchObject({ displayName });
  });

  test("a student cannot set years of experience or a bio", async () => {
    const t = newTest();
    const { as } = await seedUser(t, "student");
    await expect(as.mutation(api.accounts.users.updateProfile, { displayName: "Sam", experience: 3 })).rejects.toThrow(
      /Only teachers and admins/,
    );
    await expect(as.mutation(api.accounts.users.updateProfile, { displayName: "Sam", bio: "hi" })).rejects.toThrow(
      /Only teachers and admins/,
    );
  });
});

describe("roles", () => {
  test("an Admin can change another user's role; a teacher cannot", async () => {
    const t = newTest();
    const admin = await seedUser(t, "Admin");
    const teacher = await seedUser(t, "teacher");
    const student = await seedUser(t, "student");
    await expect(
      teacher.as.mutation(api.accounts.users.changeRole, { userId: student.userId, role: "Admin" }),
    ).rejects.toThrow(/Only admins/);
    await admin.as.mutation(api.accounts.users.changeRole, { userId: student.userId, role: "teacher" });
    expect(await student.as.query(api.accounts.users.me, {})).toMatchObject({ role: "teacher" });
    const events = await t.run((ctx) => ctx.db.query("events").collect());
    expect(events).toMatchObject([
      { type: "role_changed", actorId: admin.userId, subjectUserId: student.userId, from: "student", to: "teacher" },
    ]);
  });

  test("grantAdmin (internal, for `npx convex run`) makes an Admin by e-mail", async () => {
    const t = newTest();
    const { userId } = await seedUser(t, "teacher", { email: "boss@example.com" });
    await t.mutation(internal.accounts.users.grantAdmin, { email: "BOSS@example.com" });
    expect(await t.withIdentity(identityFor(userId)).query(api.accounts.users.me, {})).toMatchObject({
      role: "Admin",
    });
    await expect(t.mutation(internal.accounts.users.grantAdmin, { email: "nobody@example.com" })).rejects.toThrow(
      /No user/,
    );
  });
});

describe("users.teachersPage", () => {
  test("requires sign-in and pages through teachers", async () => {
    const t = newTest();
    for (let i = 0; i < 5; i++) await seedUser(t, "teacher");
    const student = await seedUser(t, "student");
    await expect(
      t.query(api.accounts.users.teachersPage, { paginationOpts: { numItems: 2, cursor: null } }),
    ).rejects.toThrow(/sign in/);
    const first = await student.as.query(api.accounts.users.teachersPage, {
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page).toHaveLength(2);
    expect(first.isDone).toBe(false);
    const rest = await student.as.query(api.accounts.users.teachersPage, {
      paginationOpts: { numItems: 10, cursor: first.continueCursor },
    });
    expect(rest.page).toHaveLength(3);
    expect(rest.isDone).toBe(true);
    expect([...first.page, ...rest.page].every((p) => p.role === "teacher")).toBe(true);
  });
});

describe("users and files have one writer (ADR 0049)", () => {
  const sources = Object.fromEntries(
    Object.entries(
      import.meta.glob<string>(["../**/*.ts", "!../_generated/**", "!../**/*.test.ts", "!../**/*.setup.ts"], {
        query: "?raw",
        import: "default",
        eager: true,
      }),
    ).map(([path, text]) => [new URL(path, "file:///convex/accounts/").pathname.slice("/convex/".length), text]),
  );
  const PROJECTOR = (path: string) => path === "accounts/projector.ts" || path.startsWith("accounts/projector/");
  /**
   * Where a person's row is made: by a sign-in (Convex Auth's callback, Google's, Clerk's
   * completeSignUp or webhook), and the sample data's teachers (who never sign in).
   */
  const SIGN_IN_ROWS = new Set([
    "auth.ts",
    "accounts/model/googleSignIn.ts",
    "accounts/users.ts",
    // Clerk's user.created webhook, when it comes before completeSignUp (ADR 0058).
    "accounts/model/clerkUsers.ts",
    "seed.ts",
    // A roster's new person, invited before they ever sign in (ADR 0054).
    "onboarding/model/invitations.ts",
  ]);

  function writesOf(table: "users" | "files"): { path: string; line: number; kind: string }[] {
    const pattern = new RegExp(`\\bdb\\s*\\.\\s*(insert|patch|replace|delete)\\s*\\(\\s*"${table}"`, "g");
    return Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(pattern)].map((match) => ({
        path,
        line: text.slice(0, match.index).split("\n").length,
        kind: match[1] ?? "",
      })),
    );
  }

  test("Lyceum's fields of users are written only by the accounts projector; sign-ins only make rows", () => {
    const strays = writesOf("users").filter(
      (write) => !PROJECTOR(write.path) && !(write.kind === "insert" && SIGN_IN_ROWS.has(write.path)),
    );
    expect(strays.map((write) => `${write.path}:${write.line} ${write.kind}`)).toEqual([]);
  });

  test("files rows are written only by the accounts projector", () => {
    const strays = writesOf("files").filter((write) => !PROJECTOR(write.path));
    expect(strays.map((write) => `${write.path}:${write.line} ${write.kind}`)).toEqual([]);
  });
});
