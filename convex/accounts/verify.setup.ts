/**
 * events:verify's accounts activity in the sample school (convex/events/verify/school.setup.ts): a
 * password sign-up that verifies its address and changes, then resets, its password; a Clerk
 * sign-up, and one kept in step by Clerk's webhook (renamed, then deleted); profile edits; avatars
 * uploaded, set and removed; a role changed from the dashboard.
 * Every event type of accounts/events.ts, through the real functions.
 */
import { vi } from "vitest";
import { api, internal } from "../_generated/api";
import { env } from "../_generated/server";
import { catchMail, deliverMail, sessionClient } from "./account.setup";
import { throttleClock } from "./model/signInThrottle";
import { signIn, signUp, userIdFromToken } from "../test.setup";
import { uploadBytes } from "./uploadTests.setup";
import { TEST_CLERK_ISSUER, userEvent } from "./clerkWebhook.setup";
import { parseClerkUser } from "./model/clerkUsers";
import type { School } from "../events/verify/school.setup";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export async function accountsActivity(school: School): Promise<void> {
  const { t, admin, teachers, students } = school;
  const mail = catchMail();
  // The throttle's waits (none for an account without failures) would wait on the fake clock.
  const sleep = vi.spyOn(throttleClock, "sleep").mockResolvedValue();
  let clerkEnv: { secret: string | undefined; issuer: string | undefined } | null = null;
  try {
    // A student signs up with a password, verifies the address, changes the password, forgets it.
    const email = "nia.new@example.com";
    const created = await signUp(t, { email, password: "first passphrase", displayName: "Nia New" });
    const nia = sessionClient(t, created.tokens!.token);
    await deliverMail(t);
    await nia.mutation(api.accounts.account.verifyEmail, { code: mail.codeFor(email) });
    await nia.action(api.accounts.passwords.changePassword, {
      currentPassword: "first passphrase",
      newPassword: "second passphrase",
    });
    await t.mutation(api.accounts.account.requestPasswordReset, { email });
    await deliverMail(t);
    await t.action(api.accounts.passwords.resetPassword, {
      email,
      code: mail.codeFor(email),
      newPassword: "third passphrase",
    });

    // An Admin suspends Nia (signed out, refused at sign-in), restores her; she signs in again and
    // is signed out everywhere by the Admin (ADR 0066).
    const niaId = userIdFromToken(created.tokens!.token);
    await admin.as.mutation(api.admin.admin.suspend, { userId: niaId, reason: "Shared her password" });
    await admin.as.mutation(api.admin.admin.restore, { userId: niaId });
    await signIn(t, { email, password: "third passphrase" });
    await admin.as.mutation(api.admin.admin.endSessions, { userId: niaId });

    // A Clerk sign-up finishes its profile as a teacher.
    const clerk = t.withIdentity({
      issuer: "https://clerk.example.dev",
      subject: "user_verify",
      tokenIdentifier: "https://clerk.example.dev|user_verify",
      email: "cleo@example.com",
    });
    await clerk.mutation(api.accounts.users.completeSignUp, { displayName: "Cleo Clerk", role: "teacher" });

    // Clerk's webhook: a sign-up arrives (registered via Clerk), is renamed and changes its address
    // in Clerk (profile_updated, email_changed), and is deleted there (account_closed). Applied
    // through the mutation the webhook's HTTP action calls once the signature is checked (signed
    // deliveries over HTTP: clerk.test.ts; an HTTP action here would move convex-test's clock).
    clerkEnv = { secret: env.CLERK_WEBHOOK_SECRET, issuer: env.CLERK_JWT_ISSUER_DOMAIN };
    env.CLERK_JWT_ISSUER_DOMAIN = TEST_CLERK_ISSUER;
    const now = Date.now();
    const kim = { id: "user_kim", email: "kim@example.com", firstName: "Kim", lastName: "Hook", updatedAt: now };
    for (const body of [
      userEvent("user.created", { ...kim, unsafeMetadata: { role: "student", displayName: "Kim Hook" } }),
      userEvent("user.updated", { ...kim, firstName: "Kimberly", email: "kimberly@example.com", updatedAt: now + 1 }),
    ]) {
      const { data, timestamp } = JSON.parse(body) as { data: unknown; timestamp: number };
      const user = parseClerkUser(data, timestamp)!;
      await t.mutation(internal.accounts.clerk.applyUserEvent, { change: { kind: "upsert", user } });
    }
    await t.mutation(internal.accounts.clerk.applyUserEvent, { change: { kind: "delete", clerkId: kim.id } });
  } finally {
    if (clerkEnv !== null) {
      restoreEnv("CLERK_WEBHOOK_SECRET", clerkEnv.secret);
      restoreEnv("CLERK_JWT_ISSUER_DOMAIN", clerkEnv.issuer);
    }
    sleep.mockRestore();
    mail.spy.mockRestore();
  }

  // Profile edits: a teacher's experience and bio, then cleared experience.
  const [teacher] = teachers;
  await teacher.as.mutation(api.accounts.users.updateProfile, {
    displayName: teacher.displayName,
    experience: 9,
    bio: "Systems programming.",
  });
  await teacher.as.mutation(api.accounts.users.updateProfile, {
    displayName: `Dr. ${teacher.displayName}`,
    experience: null,
  });

  // The teacher shows their e-mail on the public teacher lists (hidden until chosen, ADR 0059).
  await teacher.as.mutation(api.accounts.users.setEmailVisibility, { public: true });

  // A student keeps the dark theme on every device (ADR 0086).
  await students[0]!.as.mutation(api.accounts.users.setTheme, { theme: "dark" });
  // Another reads Lyceum in Arabic, and gets their e-mails in it (ADR 0089).
  await students[1]!.as.mutation(api.accounts.users.setLanguage, { language: "ar" });

  // Avatars: uploaded and set; the teacher's removed again.
  for (const person of [teacher, ...students.slice(0, 2)]) {
    const fileId = await uploadBytes(t, person.as, PNG, "image/png", "me.png", "avatar");
    await person.as.mutation(api.accounts.users.setAvatar, { fileId });
  }
  await teacher.as.mutation(api.accounts.users.setAvatar, { fileId: null });

  // The dashboard (`npx convex run admin/admin:setRole`) makes a student a teacher; an Admin's notice.
  const student = students.at(-1)!;
  await t.mutation(internal.admin.admin.setRole, { email: student.email, role: "teacher" });
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete env[name];
  else env[name] = value;
}
