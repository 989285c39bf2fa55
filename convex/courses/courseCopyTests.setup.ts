// Not deployed (two dots in the name): a course of the old term, for the copy and export tests.
import { api } from "../_generated/api";
import { MP4, upload } from "./courseTests.setup";
import { courseWithPeople, postAssignment, uploadPdf } from "../assignments/assignmentsTests.setup";
import { shiftIsoDate } from "../shared/courseCopyRules";

export type World = Awaited<ReturnType<typeof courseWithPeople>>;

const today = () => new Date().toISOString().slice(0, 10);
const CRITERIA = [
  {
    id: "c1",
    title: "Clarity",
    levels: [
      { id: "l0", title: "Unclear", points: 0, description: "" },
      { id: "l5", title: "Clear", points: 5, description: "Easy to follow." },
    ],
  },
];

/** The old term: two lessons (one published with a video and an attachment), a rubric, an assignment with work, a quiz bank. */
export async function oldTerm(world: World) {
  const { t, teacher, courseId, alice } = world;
  const as = teacher.as;
  const [first, second] = [
    await as.mutation(api.courses.lessons.add, { courseId, title: "Ownership" }),
    await as.mutation(api.courses.lessons.add, { courseId, title: "Borrowing" }),
  ];
  const videoFile = await upload(t, as, MP4, "video/mp4", "intro.mp4", "courseVideo");
  const videoId = await as.mutation(api.courses.videos.add, { courseId, fileId: videoFile });
  await as.mutation(api.courses.videos.rename, { videoId, title: "Welcome" });
  const notes = await uploadPdf(t, as, "assignmentQuestion", "notes.pdf");
  const attachment = await t.run(async (ctx) => {
    const file = await ctx.db.get("files", notes);
    return file!._id;
  });
  await t.run(async (ctx) => ctx.db.patch("files", attachment, { purpose: "lessonAttachment" }));
  await as.mutation(api.courses.lessonContent.saveDraft, {
    lessonId: first,
    body: "# Ownership",
    videoId,
    attachmentIds: [attachment],
  });
  await as.mutation(api.courses.lessonContent.publish, { lessonId: first });
  await as.mutation(api.courses.lessonContent.saveDraft, {
    lessonId: second,
    body: "# Borrowing (draft)",
    videoId: null,
    attachmentIds: [],
  });
  const rubricId = await as.mutation(api.assignments.rubrics.save, {
    courseId,
    title: "Essay rubric",
    criteria: CRITERIA,
  });
  const assignedDate = shiftIsoDate(today(), 1);
  const deadlineDate = shiftIsoDate(today(), 8);
  const assignmentId = await postAssignment(t, as, courseId, {
    title: "Borrow checker essay",
    instructions: "Explain **borrowing**.",
    points: 5,
    rubricId,
    assignedDate,
    deadlineDate,
  });
  await alice.as.mutation(api.assignments.submissions.submit, {
    assignmentId,
    fileId: await uploadPdf(t, alice.as, "submission"),
  });
  await as.mutation(api.quiz.quizBank.addQuestion, {
    courseId,
    question: "Who owns a value?",
    options: ["Its variable", "The heap", "Nobody", "The compiler"],
    solution: { kind: "single", answer: 1 },
    tags: [],
  });
  return { first, second, videoId, attachment, assignmentId, assignedDate, deadlineDate };
}
