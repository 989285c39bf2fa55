import { expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import { SAMPLE_VIDEOS } from "../shared/sampleVideos";
import { newTest, seedUser } from "../test.setup";

test("the seeded sample courses come with published lesson text and a video on the first lesson", async () => {
  const t = newTest();
  const seeded = await t.mutation(internal.seed.sampleData, {});
  expect(seeded).toMatchObject({ seeded: true, courses: 6, lessonTexts: 12, videos: 6 });

  const student = await seedUser(t, "student");
  const { page } = await student.as.query(api.courses.courses.list, { paginationOpts: { numItems: 20, cursor: null } });
  const python = page.find((c) => c.name === "Python Course")!;
  await student.as.mutation(api.courses.enrollments.enroll, {
    courseId: python._id,
    phoneNumber: "+44 20 7946 0958",
    degreeProgram: "Computer Science",
    yearOrSemester: "Year 1",
    paymentMethod: "paypal",
    paymentDetails: "",
  });
  const [first, second, third] = await student.as.query(api.courses.lessons.list, { courseId: python._id });
  const open = async (lessonId: string) =>
    await student.as.query(api.courses.lessonContent.view, { courseId: python._id, lessonId });

  const lesson1 = await open(first._id);
  expect(lesson1.content?.body).toContain("## Install Python");
  expect(lesson1.content?.video).toMatchObject({ url: SAMPLE_VIDEOS["Python Course"].url, contentType: "video/webm" });
  const lesson2 = await open(second._id);
  expect(lesson2.content?.body).toContain("variable");
  expect(lesson2.content?.video).toBeNull();
  expect((await open(third._id)).content).toBeNull();

  // The same video is the course page's "Video 1" (no name, first place), so the grid is no longer empty.
  const videos = await student.as.query(api.courses.videos.list, { courseId: python._id });
  expect(videos).toMatchObject([{ title: null, position: 1, url: "/samples/videos/python.webm" }]);
});
