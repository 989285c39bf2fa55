// Not deployed (two dots in the name): the world every cell of the authorization matrix runs in.
import type { Id } from "../_generated/dataModel";
import { insertEnrolment } from "../courses/courseMembersTests.setup";
import { insertCourse, validateCourseInput } from "../courses/model/courses";
import type { FilePurpose } from "../schema";
import type { TestConvex } from "../test.setup";
import type { Caller, SignedInCaller } from "./matrix.setup";

/**
 * The test helpers, loaded only under vitest: scripts/authz-table.ts imports every row file (and
 * so this one, for `clientFor`) in plain Node, where test.setup (convex-test, the components'
 * test modules) cannot load. Nothing outside vitest calls what needs them.
 */
const helpers =
  // eslint-disable-next-line @convex-dev/no-process-env -- whether this is a test run, not deployment config.
  process.env.VITEST === undefined
    ? null
    : {
        ...(await import("../test.setup")),
        ...(await import("../courses/courseTests.setup")),
        ...(await import("../courses/lessonTests.setup")),
      };

function testHelpers(): NonNullable<typeof helpers> {
  if (helpers === null) throw new Error("The authorization world runs under vitest only.");
  return helpers;
}

/** What each signed-in caller owns: one unattached upload per purpose they might use. */
export type Actor = {
  userId: Id<"users">;
  /** Their address (no one has made it public): a result may show it only where the row allows. */
  email: string;
  avatarFileId: Id<"files">;
  courseImageFileId: Id<"files">;
  courseVideoFileId: Id<"files">;
};

/**
 * A course by teacher A ("owner") with one lesson and one video; a student enrolled in it
 * ("enrolled"), a student who is not ("student"), teacher B ("otherTeacher") and an Admin.
 */
export type World = {
  courseId: Id<"courses">;
  lessonId: Id<"lessons">;
  videoId: Id<"videos">;
  /** A PNG in Convex storage that no `files` row records yet (what finishUpload turns into one). */
  storageId: Id<"_storage">;
  actors: Record<SignedInCaller, Actor>;
  /** The caller's own things; a visitor owns nothing and borrows the (not enrolled) student's ids. */
  of: (caller: Caller) => Actor;
};

const ROLES: Record<SignedInCaller, "student" | "teacher" | "Admin"> = {
  student: "student",
  enrolled: "student",
  owner: "teacher",
  otherTeacher: "teacher",
  admin: "Admin",
};

async function storedFile(
  t: TestConvex,
  ownerId: Id<"users">,
  purpose: FilePurpose,
  path: string,
): Promise<Id<"files">> {
  const { MP4, PNG } = testHelpers();
  const video = purpose === "courseVideo";
  const bytes = video ? MP4 : PNG;
  const contentType = video ? "video/mp4" : "image/png";
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type: contentType }));
    return await ctx.db.insert("files", {
      provider: "convex",
      storageId,
      path,
      name: path.split("/").at(-1) ?? path,
      size: bytes.length,
      contentType,
      purpose,
      ownerId,
    });
  });
}

async function seedActor(t: TestConvex, caller: SignedInCaller): Promise<Actor> {
  // Not yet verified, as after signing up: the rows that need it (resendVerification) can run.
  const { userId, email } = await testHelpers().seedUser(t, ROLES[caller], {
    displayName: `${caller} user`,
    verified: false,
  });
  return {
    userId,
    email,
    avatarFileId: await storedFile(t, userId, "avatar", `UserDp/1700000000000_${caller}.png`),
    courseImageFileId: await storedFile(t, userId, "courseImage", `courseImages/1700000000000_${caller}.png`),
    // finishUpload files a video as CourseVideos/{timestamp}_{name}; videos.add moves it under the course.
    courseVideoFileId: await storedFile(t, userId, "courseVideo", `CourseVideos/1700000000000_${caller}.mp4`),
  };
}

export async function seedWorld(t: TestConvex): Promise<World> {
  const { validCourse, lessonIn, publishTextIn, videoIn, PNG } = testHelpers();
  const actors = {} as Record<SignedInCaller, Actor>;
  for (const caller of ["student", "enrolled", "owner", "otherTeacher", "admin"] as const) {
    actors[caller] = await seedActor(t, caller);
  }
  const owner = actors.owner.userId;
  const enrolled = actors.enrolled.userId;
  const { courseId } = await t.run((ctx) =>
    insertCourse(ctx, validateCourseInput({ ...validCourse, instructorName: "owner user" }), owner, { imageUrl: "" }),
  );
  const attached = await storedFile(
    t,
    owner,
    "courseVideo",
    `CourseVideos/${validCourse.name}/1700000000000_intro.mp4`,
  );
  const ids = await t.run(async (ctx) => {
    const lessonId = await lessonIn(ctx, courseId, owner, "Getting started");
    // Published with text: a lesson the enrolled student can complete (ADR 0076).
    await publishTextIn(ctx, lessonId);
    const videoId = await videoIn(ctx, courseId, owner, attached);
    await insertEnrolment(ctx, {
      userId: enrolled,
      courseId,
      courseName: validCourse.name,
      studentName: "enrolled user",
      studentEmail: "enrolled@example.com",
      studentId: enrolled,
      phoneNumber: "+44 20 7946 0958",
      degreeProgram: "Computer Science",
      yearOrSemester: "Year 2",
      paymentMethod: "paypal",
      paymentDetailsMasked: "",
      completedLessonIds: [],
    });
    const storageId = await ctx.storage.store(new Blob([PNG], { type: "image/png" }));
    return { lessonId, videoId, storageId };
  });
  return {
    courseId,
    ...ids,
    actors,
    of: (caller) => actors[caller === "visitor" ? "student" : caller],
  };
}

/** A client acting as the caller (no identity for the visitor). */
export function clientFor(t: TestConvex, world: World, caller: Caller) {
  return caller === "visitor" ? t : t.withIdentity(testHelpers().identityFor(world.actors[caller].userId));
}
