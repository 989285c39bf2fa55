/**
 * Web Push (ADR 0088): who may allow a device and with what; which bell rows reach a device; and
 * the sender's VAPID and encryption, against a push service on the loopback. The end-to-end
 * journey (tests/e2e/push.spec.ts) sends a graded paper's push through the offline backend.
 */
import webpush from "web-push";
import { afterEach, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { englishOf } from "../lib/appError";
import type { Id } from "../_generated/dataModel";
import { defaultMailKinds } from "../shared/mailPreferences";
import { BAD_SUBSCRIPTION, PUSH_LIMITS } from "../shared/push";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { remindMany, withCourse } from "./notificationsTests.setup";
import { decryptPush, startPushService, testDevice as device } from "./pushService.setup";

afterEach(() => {
  vi.unstubAllEnvs();
});

function withPush(allowLoopback = false) {
  const keys = webpush.generateVAPIDKeys();
  vi.stubEnv("VAPID_PUBLIC_KEY", keys.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", keys.privateKey);
  vi.stubEnv("VAPID_SUBJECT", "mailto:admin@lyceum.example");
  if (allowLoopback) vi.stubEnv("PUSH_ALLOW_LOOPBACK", "1");
  return keys;
}

const queued = (t: TestConvex, userId: Id<"users">) =>
  t.run(async (ctx) => (await ctx.db.query("pushQueue").collect()).filter((row) => row.userId === userId));

test("a device is allowed only where push is set up, with an https endpoint and keys of the right sizes", async () => {
  const t = newTest();
  const student = await seedUser(t, "student");
  const { subscription } = device("https://fcm.googleapis.com/fcm/send/a");
  await expect(student.as.mutation(api.notifications.push.subscribe, subscription)).rejects.toMatchObject({
    data: { code: "CONFLICT" },
  });
  expect(await student.as.query(api.notifications.push.publicKey, {})).toBeNull();

  const keys = withPush();
  expect(await student.as.query(api.notifications.push.publicKey, {})).toBe(keys.publicKey);
  for (const bad of [
    { ...subscription, endpoint: "http://fcm.googleapis.com/fcm/send/a" },
    { ...subscription, endpoint: "https://intranet.school.example/admin" },
    { ...subscription, endpoint: "http://127.0.0.1:9/a" },
    { ...subscription, endpoint: "javascript:alert(1)" },
    { ...subscription, p256dh: "AAAA" },
    { ...subscription, auth: "not base64url!" },
  ]) {
    await expect(student.as.mutation(api.notifications.push.subscribe, bad)).rejects.toMatchObject({
      data: { code: "INVALID", message: englishOf(BAD_SUBSCRIPTION) },
    });
  }
  await student.as.mutation(api.notifications.push.subscribe, subscription);
  const rows = await t.run((ctx) => ctx.db.query("pushSubscriptions").collect());
  expect(rows.map((row) => [row.userId, row.endpoint])).toEqual([[student.userId, subscription.endpoint]]);
});

test("a device is one person's, the last to allow it; stopping another's is no change; the oldest go past the limit", async () => {
  const t = newTest();
  withPush();
  const ann = await seedUser(t, "student");
  const bob = await seedUser(t, "student");
  const shared = device("https://fcm.googleapis.com/fcm/send/shared").subscription;
  await ann.as.mutation(api.notifications.push.subscribe, shared);
  await bob.as.mutation(api.notifications.push.subscribe, shared);
  const owners = () =>
    t.run(async (ctx) => (await ctx.db.query("pushSubscriptions").collect()).map((row) => row.userId));
  expect(await owners()).toEqual([bob.userId]);
  await ann.as.mutation(api.notifications.push.unsubscribe, { endpoint: shared.endpoint });
  expect(await owners()).toEqual([bob.userId]);
  await bob.as.mutation(api.notifications.push.unsubscribe, { endpoint: shared.endpoint });
  expect(await owners()).toEqual([]);

  for (let i = 0; i <= PUSH_LIMITS.devicesPerPerson; i++) {
    await ann.as.mutation(
      api.notifications.push.subscribe,
      device(`https://fcm.googleapis.com/fcm/send/${i}`).subscription,
    );
  }
  const kept = await t.run(async (ctx) =>
    (await ctx.db.query("pushSubscriptions").collect()).map((row) => row.endpoint),
  );
  expect(kept).toHaveLength(PUSH_LIMITS.devicesPerPerson);
  expect(kept).not.toContain("https://fcm.googleapis.com/fcm/send/0");
});

test("a bell row of a kind mailed immediately is queued for the person's devices; digest, never or no device: none", async () => {
  const { t, courseKey } = await withCourse();
  withPush();
  const [ann, bob, cy, dee] = [
    await seedUser(t, "student"),
    await seedUser(t, "student"),
    await seedUser(t, "student"),
    await seedUser(t, "student"),
  ];
  for (const person of [ann, bob, dee]) {
    await person.as.mutation(
      api.notifications.push.subscribe,
      device(`https://fcm.googleapis.com/fcm/send/${person.userId}`).subscription,
    );
  }
  await bob.as.mutation(api.notifications.mailPreferences.set, {
    kinds: { ...defaultMailKinds(), deadline_tomorrow: "digest" },
    digestHour: 7,
    timeZone: "UTC",
  });
  await dee.as.mutation(api.notifications.mailPreferences.set, {
    kinds: { ...defaultMailKinds(), deadline_tomorrow: "never" },
    digestHour: 7,
    timeZone: "UTC",
  });
  await remindMany(t, courseKey, ann.userId, 1, "a");
  await remindMany(t, courseKey, dee.userId, 1, "d");
  await remindMany(t, courseKey, bob.userId, 1, "b");
  await remindMany(t, courseKey, cy.userId, 1, "c");
  expect(await queued(t, ann.userId)).toHaveLength(1);
  expect(await queued(t, bob.userId)).toEqual([]);
  expect(await queued(t, cy.userId)).toEqual([]);
  expect(await queued(t, dee.userId)).toEqual([]);

  const { pushes } = await t.mutation(internal.notifications.push.claim, {});
  expect(pushes).toHaveLength(1);
  expect(JSON.parse(pushes[0]!.payload)).toMatchObject({
    title: "Due within 24 hours: a0",
    path: expect.stringMatching(/^\//),
  });
  expect(await queued(t, ann.userId)).toEqual([]);
});

test("the sender encrypts for the device and signs with VAPID; a device its service says is gone stops", async () => {
  const t = newTest();
  const vapid = withPush(true);
  const service = await startPushService();
  try {
    const student = await seedUser(t, "student");
    const phone = device(`${service.url}/phone`);
    const old = device(`${service.url}/gone`);
    for (const { subscription } of [phone, old]) {
      await student.as.mutation(api.notifications.push.subscribe, subscription);
    }
    const payload = JSON.stringify({ title: "Your work on Essay 2 was graded", path: "/assignmentpage" });
    const pushes = [phone, old].map(({ subscription }) => ({ ...subscription, payload }));
    const result = await t.action(internal.pushSender.sendMany, { pushes });
    expect(result).toEqual({ sent: 1, gone: [old.subscription.endpoint] });

    const sent = service.received.find((request) => request.path === "/phone")!;
    expect(sent.headers["content-encoding"]).toBe("aes128gcm");
    expect(sent.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${vapid.publicKey}$`));
    expect(Number(sent.headers.ttl)).toBe(PUSH_LIMITS.ttlSeconds);
    expect(JSON.parse(decryptPush(sent.body, phone))).toEqual(JSON.parse(payload));

    await t.mutation(internal.notifications.push.forget, { endpoints: result.gone });
    const left = await t.run(async (ctx) =>
      (await ctx.db.query("pushSubscriptions").collect()).map((row) => row.endpoint),
    );
    expect(left).toEqual([phone.subscription.endpoint]);
  } finally {
    await service.close();
  }
});
