import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation } from "./functions";
import { insertCourse, validateCourseInput } from "./courses/model/courses";
import { emit } from "./events/emit";
import { seedQuizBanks } from "./quiz/model/quizBankStore";
import { seedSampleQuiz } from "./quiz/model/quizSampleBank";
import { seedSampleMaterial } from "./courses/model/sampleMaterial";
import { register } from "./accounts/model/users";
import { seedSampleAssignments } from "./assignments/model/sampleAssignments";

/** Sample teachers; they exist as profiles only (nobody can sign in as them). */
const SAMPLE_TEACHERS = [
  {
    key: "ada",
    displayName: "Ada Lovelace",
    email: "ada@lyceum.example",
    experience: 12,
    bio: "Ada writes programs for engines that do not exist yet and teaches Python and JavaScript with patience and plenty of worked examples.",
  },
  {
    key: "grace",
    displayName: "Grace Hopper",
    email: "grace@lyceum.example",
    experience: 20,
    bio: "Grace has built compilers, debugged hardware by hand and taught thousands of students Java and server-side programming.",
  },
  {
    key: "alan",
    displayName: "Alan Turing",
    email: "alan@lyceum.example",
    experience: 9,
    bio: "Alan builds web and mobile apps and loves explaining how things work under the hood, from React components to Android activities.",
  },
] as const;

type TeacherKey = (typeof SAMPLE_TEACHERS)[number]["key"];

/** The six courses of SPEC §9; the images ship with the UI in public/courses/. */
const SAMPLE_COURSES: {
  name: string;
  description: string;
  durationHours: number;
  category: string;
  image: string;
  teacher: TeacherKey;
}[] = [
  {
    name: "Python Course",
    description:
      "Learn Python from scratch: variables, data structures, functions, files and objects, finishing with a small command-line project. No prior programming experience needed.",
    durationHours: 20,
    category: "Programming",
    image: "/courses/python.svg",
    teacher: "ada",
  },
  {
    name: "Java",
    description:
      "A solid introduction to Java and object-oriented programming: classes, inheritance, interfaces, exceptions and the collections framework.",
    durationHours: 25,
    category: "Programming",
    image: "/courses/java.svg",
    teacher: "grace",
  },
  {
    name: "JavaScript",
    description:
      "The language of the web: syntax, functions, objects, the DOM, events and asynchronous code with promises and async/await.",
    durationHours: 18,
    category: "Web Development",
    image: "/courses/javascript.svg",
    teacher: "ada",
  },
  {
    name: "React Js",
    description:
      "Build user interfaces with React: components, props, state, hooks, context, routing and data fetching, up to testing and deployment.",
    durationHours: 30,
    category: "Web Development",
    image: "/courses/react.svg",
    teacher: "alan",
  },
  {
    name: "Node js",
    description:
      "Server-side JavaScript with Node.js: modules, the event loop, streams, Express, REST APIs, databases and authentication.",
    durationHours: 24,
    category: "Backend Development",
    image: "/courses/node.svg",
    teacher: "grace",
  },
  {
    name: "Android Development",
    description:
      "Create Android apps with Kotlin and Android Studio: activities, layouts, navigation, lists, storage, networking and publishing.",
    durationHours: 35,
    category: "Mobile Development",
    image: "/courses/android.svg",
    teacher: "alan",
  },
];

/**
 * `npx convex run seed:sampleData` fills an empty backend with 3 sample teachers and the six
 * SPEC courses with their lessons, published text for their first lessons and a short video
 * each (docs/lessons.md), and the six shared quiz banks (docs/quiz.md). Courses and
 * teachers are added only when no course exists; each quiz bank only when it has no question.
 */
export const sampleData = internalMutation({
  args: {},
  returns: v.object({
    seeded: v.boolean(),
    teachers: v.number(),
    courses: v.number(),
    lessons: v.number(),
    /** Lessons given published sample text, and sample videos (public/samples/videos/). */
    lessonTexts: v.number(),
    videos: v.number(),
    /** Questions of the six shared quiz banks added (banks that already have questions are kept). */
    quizQuestions: v.number(),
    summary: v.string(),
  }),
  handler: async (ctx) => {
    const quizQuestions = await seedQuizBanks(ctx);
    if ((await ctx.db.query("courses").first()) !== null) {
      const summary =
        quizQuestions > 0
          ? `Courses already exist; seeded ${quizQuestions} quiz questions.`
          : "Courses already exist; nothing seeded.";
      return { seeded: false, teachers: 0, courses: 0, lessons: 0, lessonTexts: 0, videos: 0, quizQuestions, summary };
    }
    const teacherIds = {} as Record<TeacherKey, { id: Id<"users">; name: string }>;
    let teachers = 0;
    for (const { key, ...teacher } of SAMPLE_TEACHERS) {
      const existing = await ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", teacher.email))
        .first();
      if (existing !== null) {
        teacherIds[key] = { id: existing._id, name: existing.displayName ?? teacher.displayName };
        continue;
      }
      // A sample account (it never signs in): its row, then its profile from events.
      const id = await ctx.db.insert("users", { email: teacher.email });
      const name = teacher.displayName;
      await register(ctx, id, { name, role: "teacher", via: "seed" });
      await emit(ctx, {
        type: "profile_updated",
        v: 1,
        actorId: id,
        subjectUserId: id,
        before: { displayName: name, experience: null, bio: "" },
        after: { displayName: name, experience: teacher.experience, bio: teacher.bio },
      });
      // The sample teachers chose to show their e-mail, so the landing page shows it (SPEC §2, ADR 0059).
      await emit(ctx, { type: "email_visibility_changed", v: 1, actorId: id, subjectUserId: id, public: true });
      teacherIds[key] = { id, name: teacher.displayName };
      teachers += 1;
    }
    let lessons = 0;
    let lessonTexts = 0;
    let videos = 0;
    for (const course of SAMPLE_COURSES) {
      const teacher = teacherIds[course.teacher];
      const input = validateCourseInput({ ...course, instructorName: teacher.name });
      const inserted = await insertCourse(ctx, input, teacher.id, { imageUrl: course.image });
      lessons += inserted.lessons;
      const material = await seedSampleMaterial(
        ctx,
        { courseId: inserted.courseId, courseKey: inserted.courseKey, name: input.name },
        teacher.id,
      );
      lessonTexts += material.lessonTexts;
      videos += material.videos;
      // One course's own quiz bank, with a question of every kind (issue #31).
      await seedSampleQuiz(ctx, { courseKey: inserted.courseKey, name: input.name }, teacher.id);
      // The Python Course's sample project, with its rubric (issue #28).
      await seedSampleAssignments(
        ctx,
        { courseKey: inserted.courseKey, name: input.name, instructorName: teacher.name },
        teacher.id,
      );
    }
    const courses = SAMPLE_COURSES.length;
    return {
      seeded: true,
      teachers,
      courses,
      lessons,
      lessonTexts,
      videos,
      quizQuestions,
      summary: `Seeded ${teachers} teachers, ${courses} courses, ${lessons} lessons (${lessonTexts} with text), ${videos} videos and ${quizQuestions} quiz questions.`,
    };
  },
});
