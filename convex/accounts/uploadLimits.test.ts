/**
 * Uploads are rate-limited per person, generously (UPLOAD_RATE), and abandoned ones are swept
 * (uploadSweep.ts, UPLOAD_SWEEP): fake time throughout.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { DEFAULT_VIDEO_MAX_BYTES, UPLOAD_RATE } from "../shared/limits";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { uploadRateLimiter } from "./model/uploadRateLimit";
import { storeBytes, uploadBytes } from "./uploadTests.setup";

const T0 = Date.UTC(2026, 10, 26, 8, 0);
const HOUR = 3_600_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

type Client = Awaited<ReturnType<typeof seedUser>>["as"];

const startVideo = (as: Client, size = DEFAULT_VIDEO_MAX_BYTES) =>
  as.mutation(api.accounts.files.startUpload, {
    purpose: "courseVideo",
    name: "lesson.mp4",
    size,
    contentType: "video/mp4",
  });
const startAvatar = (as: Client) =>
  as.mutation(api.accounts.files.startUpload, {
    purpose: "avatar",
    name: "me.png",
    size: 12,
    contentType: "image/png",
  });

const pendingCount = async (t: TestConvex) => (await t.run((ctx) => ctx.db.query("pendingUploads").collect())).length;

describe("upload rate limit (per person)", () => {
  test("a teacher starts a whole course of videos at the size cap in one hour; past 32 GB is refused", async () => {
    const t = newTest();
    const teacher = await seedUser(t, "teacher");
    // 60 videos of 500 MB: a large course, all at once.
    for (let i = 0; i < 60; i++) await startVideo(teacher.as);
    // Up to the bytes bucket (32 GB): 65 videos of 500 MB fit, the 66th does not.
    for (let i = 60; i < 65; i++) await startVideo(teacher.as);
    const before = await pendingCount(t);
    await expect(startVideo(teacher.as)).rejects.toThrow(/uploaded 32 GB in the last hour\. Try again in \d+ minutes?/);
    expect(await pendingCount(t)).toBe(before);
    // Someone else is not affected; the teacher's small uploads still go until their bucket refills.
    const other = await seedUser(t, "teacher");
    await startVideo(other.as);
    await startAvatar(teacher.as);
    // An hour later the bucket is full again.
    vi.setSystemTime(T0 + HOUR);
    await startVideo(teacher.as);
    // 66 starts one after another: more than vitest's 5 s on a loaded machine.
  }, 30_000);

  test("an upload started past the hourly count is refused, with when to try again", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    // All but one of the hour's starts already taken (the same bucket startUpload takes from).
    await t.run((ctx) =>
      uploadRateLimiter.limit(ctx, "uploadStarts", { key: student.userId, count: UPLOAD_RATE.perHour - 1 }),
    );
    await startAvatar(student.as);
    const before = await pendingCount(t);
    await expect(startAvatar(student.as)).rejects.toThrow(
      `You have started ${UPLOAD_RATE.perHour} uploads in the last hour. Try again in 1 minute.`,
    );
    expect(await pendingCount(t)).toBe(before);
    // The bucket refills steadily: one more upload every 30 seconds.
    vi.setSystemTime(T0 + HOUR / UPLOAD_RATE.perHour);
    await startAvatar(student.as);
  });
});

describe("sweeping abandoned uploads", () => {
  test("drops expired pending uploads and bytes no file took; keeps files and fresh uploads", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    // An upload started and never sent, one whose bytes arrived but was never finished, one finished.
    await startAvatar(student.as);
    await startAvatar(student.as);
    const orphan = await storeBytes(t, PNG, "image/png");
    const fileId = await uploadBytes(t, student.as, PNG, "image/png", "me.png", "avatar");
    const kept = (await t.run((ctx) => ctx.db.get("files", fileId)))!.storageId!;

    // Within the bound nothing goes.
    vi.setSystemTime(T0 + HOUR + 30 * 60_000);
    expect(await t.mutation(internal.accounts.uploadSweep.sweep, {})).toEqual({ pending: 0, stored: 0 });

    // Three hours on: a fresh upload and fresh bytes are left alone.
    vi.setSystemTime(T0 + 3 * HOUR);
    await startAvatar(student.as);
    const fresh = await storeBytes(t, PNG, "image/png");
    expect(await t.mutation(internal.accounts.uploadSweep.sweep, {})).toEqual({ pending: 2, stored: 1 });

    expect(await pendingCount(t)).toBe(1);
    const stored = await t.run(async (ctx) => ({
      orphan: await ctx.db.system.get("_storage", orphan),
      kept: await ctx.db.system.get("_storage", kept),
      fresh: await ctx.db.system.get("_storage", fresh),
    }));
    expect(stored.orphan).toBeNull();
    expect(stored.kept).not.toBeNull();
    expect(stored.fresh).not.toBeNull();
  });

  test("an UploadThing upload nobody finished is dropped and its key deleted there", async () => {
    const t = newTest();
    const student = await seedUser(t, "student");
    await t.run((ctx) =>
      ctx.db.insert("pendingUploads", {
        key: "abcUploadThingKey",
        ownerId: student.userId,
        purpose: "avatar",
        name: "me.png",
        size: 12,
        contentType: "image/png",
        expiresAt: T0 + HOUR,
      }),
    );
    vi.setSystemTime(T0 + 3 * HOUR);
    expect(await t.mutation(internal.accounts.uploadSweep.sweep, {})).toEqual({ pending: 1, stored: 0 });
    const scheduled = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    expect(scheduled).toMatchObject([
      { name: "accounts/uploadthingNode:deleteAbandoned", args: [{ keys: ["abcUploadThingKey"] }] },
    ]);
  });
});
