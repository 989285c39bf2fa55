/**
 * The seeded sample assignment (issue #28): the Python Course's project, with instructions, points,
 * a due time and a course rubric of two criteria, so the assignment screens and the grader have
 * something to show. Like the sample video, its question file ships with the app
 * (public/samples/assignments/) as a `files` row with provider "static"; the rest is the events a
 * teacher's own rubric and post would be.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { emit } from "../../events/emit";
import { storeFile } from "../../accounts/model/files";
import { assignmentFileOf } from "./assignmentsAccess";
import { endOfMinute } from "./assignmentsTime";
import { rubricMaxPoints, type RubricCriterion } from "../../shared/rubricRules";

const QUESTION = { url: "/samples/assignments/word-counter.pdf", name: "word-counter.pdf", bytes: 962 };

const CRITERIA: RubricCriterion[] = [
  {
    id: "correct",
    title: "Correctness",
    levels: [
      { id: "correct-0", title: "Does not run", points: 0, description: "The program fails on the sample file." },
      { id: "correct-5", title: "Mostly right", points: 5, description: "Runs; the counts or the order are off." },
      { id: "correct-10", title: "Right", points: 10, description: "The ten most frequent words, counted right." },
    ],
  },
  {
    id: "style",
    title: "Style",
    levels: [
      { id: "style-0", title: "Hard to read", points: 0, description: "" },
      { id: "style-3", title: "Readable", points: 3, description: "Clear names; some repetition." },
      { id: "style-5", title: "Clean", points: 5, description: "Small functions, clear names, a docstring." },
    ],
  },
];

const INSTRUCTIONS = [
  "Write **word_count.py**: it reads the text file named on the command line and prints the ten",
  "most frequent words, one per line with its count, most frequent first.",
  "",
  "- Ignore case and punctuation.",
  "- Hand in a PDF or DOCX with your code and one sample run.",
].join("\n");

/** Seeds the sample project into the course named "Python Course"; returns how many assignments. */
export async function seedSampleAssignments(
  ctx: MutationCtx,
  course: { courseKey: string; name: string; instructorName: string },
  teacherId: Id<"users">,
): Promise<number> {
  if (course.name !== "Python Course") return 0;
  const rubric = await emit(ctx, {
    type: "rubric_created",
    v: 1,
    actorId: teacherId,
    courseKey: course.courseKey,
    title: "Project rubric",
    criteria: CRITERIA,
  });
  const fileId = await storeFile(ctx, {
    provider: "static",
    url: QUESTION.url,
    path: `Assignments/${QUESTION.name}`,
    name: QUESTION.name,
    size: QUESTION.bytes,
    contentType: "application/pdf",
    purpose: "assignmentQuestion",
    ownerId: teacherId,
  });
  const file = await ctx.db.get("files", fileId);
  if (file === null) throw new Error("The sample question file was not stored");
  // Due in two weeks at 17:00 UTC, assigned today.
  const now = Date.now();
  const assignedDate = new Date(now).toISOString().slice(0, 10);
  const deadlineDate = new Date(now + 14 * 24 * 3600_000).toISOString().slice(0, 10);
  await emit(ctx, {
    type: "assignment_posted",
    v: 1,
    actorId: teacherId,
    courseKey: course.courseKey,
    title: "Project: word counter",
    courseName: course.name,
    instructions: INSTRUCTIONS,
    points: rubricMaxPoints(CRITERIA),
    assignedDate,
    deadlineDate,
    deadlineTime: "17:00",
    timeZone: "UTC",
    deadlineAt: endOfMinute(deadlineDate, "17:00", "UTC"),
    instructorName: course.instructorName,
    questionFile: assignmentFileOf(file),
    rubricKey: rubric._id,
    gradesHeld: false,
  });
  return 1;
}
