import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import {
  courseWithPeople,
  DEADLINE_AT,
  eventsOf,
  POSTED_AT,
  postAssignment,
  uploadPdf,
  ZONE,
} from "./assignmentsTests.setup";
import { countRows, plantFile } from "../courses/courseTests.setup";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("posting", () => {
  test("the course's teacher posts; enrolled students see it with the question file and no work of theirs yet", async () => {
    const { t, teacher, courseId, alice } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { title: "  Borrow checker essay  " });

    const [view] = await alice.as.query(api.assignments.assignments.listForStudent, { courseId });
    expect(view).toMatchObject({
      _id: assignmentId,
      title: "Borrow checker essay",
      assignedDate: "2026-11-20",
      deadlineDate: "2026-12-01",
      timeZone: ZONE,
      deadlineAt: DEADLINE_AT,
      myDeadlineAt: DEADLINE_AT,
      extendedDeadlineAt: null,
      // From the course, not from the client or the poster's display name.
      instructorName: "Dr. Tess Teacher",
      closed: false,
    });
    // Her work is a query of its own (ADR 0043): nothing handed in yet.
    expect(await alice.as.query(api.assignments.submissions.myWork, { courseId })).toEqual([]);
    expect(view.questionFile).toMatchObject({ name: "question.pdf", contentType: "application/pdf" });
    // No address in a read: files open through short-lived links (ADR 0062).
    expect(view.questionFile).not.toHaveProperty("url");
    expect(view.questionFile).not.toHaveProperty("storageId");
    // The event keeps what a reader needs later; the assignment's key is the event's id.
    const events = await eventsOf(t, "assignment_posted");
    expect(events).toHaveLength(1);
    const course = await t.run((ctx) => ctx.db.get("courses", courseId));
    expect(events[0]).toMatchObject({
      actorId: teacher.userId,
      courseKey: course?.key,
      title: "Borrow checker essay",
      courseName: "Rust for Everyone",
      deadlineAt: DEADLINE_AT,
      instructorName: "Dr. Tess Teacher",
      questionFile: { name: "question.pdf", contentType: "application/pdf" },
    });
    expect((await t.run((ctx) => ctx.db.get("assignments", assignmentId)))?.key).toBe(events[0]._id);
  });

  test("lists are newest first", async () => {
    const { t, teacher, courseId, alice } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId, { title: "First" });
    vi.setSystemTime(POSTED_AT + 1000);
    await postAssignment(t, teacher.as, courseId, { title: "Second" });
    const titles = (await alice.as.query(api.assignments.assignments.listForStudent, { courseId })).map((a) => a.title);
    expect(titles).toEqual(["Second", "First"]);
    const staffTitles = (await teacher.as.query(api.assignments.assignments.listForStaff, { courseId })).map(
      (a) => a.title,
    );
    expect(staffTitles).toEqual(["Second", "First"]);
  });

  test.each([
    [{ title: "   " }, "Assignment title is required."],
    [{ title: "x".repeat(201) }, "Assignment title must be at most 200 characters."],
    [{ deadlineDate: "2026-11-19" }, "The deadline cannot be before the assigned date."],
    [{ deadlineDate: "2026-02-30" }, "Deadline must be a date (yyyy-mm-dd)."],
    [{ assignedDate: "20/11/2026" }, "Assigned date must be a date (yyyy-mm-dd)."],
    [{ timeZone: "Mars/Olympus" }, "Unknown time zone."],
    [{ assignedDate: "2026-11-01", deadlineDate: "2026-11-19" }, "That deadline has already passed."],
  ])("bad input is refused with a clear message and changes nothing: %o", async (overrides, message) => {
    const { t, teacher, courseId } = await courseWithPeople();
    await expect(postAssignment(t, teacher.as, courseId, overrides)).rejects.toThrow(message);
    expect(await countRows(t, "assignments")).toBe(0);
    expect(await eventsOf(t, "assignment_posted")).toHaveLength(0);
  });

  test("a 200-character title and a deadline on the assigned day are accepted", async () => {
    const { t, teacher, courseId } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId, { title: "x".repeat(200), assignedDate: "2026-12-01" });
    expect(await countRows(t, "assignments")).toBe(1);
  });

  test("only the course's teacher or an Admin may post", async () => {
    const { t, courseId, alice, otherTeacher, admin } = await courseWithPeople();
    await expect(postAssignment(t, otherTeacher.as, courseId)).rejects.toThrow(
      "Only this course's teacher or an admin can do this.",
    );
    const planted = await plantFile(t, alice.userId, "assignmentQuestion");
    await expect(postAssignment(t, alice.as, courseId, {}, planted)).rejects.toThrow(/Only teachers and admins/);
    const fileId = await uploadPdf(t, admin.as, "assignmentQuestion");
    await expect(
      t.mutation(api.assignments.assignments.post, {
        instructions: "",
        points: 100,
        holdGrades: false,
        courseId,
        title: "x",
        assignedDate: "2026-11-20",
        deadlineDate: "2026-12-01",
        deadlineTime: "23:59",
        timeZone: ZONE,
        questionFileId: fileId,
      }),
    ).rejects.toThrow(/sign in/);
    expect(await countRows(t, "assignments")).toBe(0);
    await postAssignment(t, admin.as, courseId);
    expect(await countRows(t, "assignments")).toBe(1);
  });

  test("the question file must be the caller's own question upload, attached once", async () => {
    const { t, teacher, courseId, admin } = await courseWithPeople();
    const post = (questionFileId: Awaited<ReturnType<typeof uploadPdf>>) =>
      teacher.as.mutation(api.assignments.assignments.post, {
        instructions: "",
        points: 100,
        holdGrades: false,
        courseId,
        title: "Essay",
        assignedDate: "2026-11-20",
        deadlineDate: "2026-12-01",
        deadlineTime: "23:59",
        timeZone: ZONE,
        questionFileId,
      });
    await expect(post(await uploadPdf(t, admin.as, "assignmentQuestion"))).rejects.toThrow(/upload was not found/);
    await expect(post(await plantFile(t, teacher.userId, "submission"))).rejects.toThrow(/uploaded for something else/);
    const mine = await uploadPdf(t, teacher.as, "assignmentQuestion");
    await post(mine);
    await expect(post(mine)).rejects.toThrow("That file is already attached to an assignment.");
    expect(await countRows(t, "assignments")).toBe(1);
  });
});

describe("who sees the list", () => {
  test("a student who is not enrolled is refused; so is staff of another course", async () => {
    const { t, teacher, courseId, outsider, otherTeacher, alice } = await courseWithPeople();
    await postAssignment(t, teacher.as, courseId);
    await expect(outsider.as.query(api.assignments.assignments.listForStudent, { courseId })).rejects.toThrow(
      "Enrol in this course to see its assignments.",
    );
    await expect(otherTeacher.as.query(api.assignments.assignments.listForStaff, { courseId })).rejects.toThrow(
      "Only this course's teacher or an admin can do this.",
    );
    await expect(alice.as.query(api.assignments.assignments.listForStaff, { courseId })).rejects.toThrow(
      /Only teachers and admins/,
    );
    await expect(t.query(api.assignments.assignments.listForStudent, { courseId })).rejects.toThrow(/sign in/);
    await expect(
      outsider.as.query(api.assignments.assignments.listForStudent, { courseId: "nonsense" }),
    ).rejects.toThrow("Course not found");
  });
});

describe("managing", () => {
  test("change the deadline, close, reopen: course's teacher and Admins only, each recorded", async () => {
    const { t, teacher, courseId, alice, otherTeacher, admin } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId);
    const change = { assignmentId, deadlineDate: "2026-12-03", deadlineTime: "23:59", timeZone: "Asia/Kolkata" };

    await expect(otherTeacher.as.mutation(api.assignments.assignments.changeDeadline, change)).rejects.toThrow(
      /course's teacher/,
    );
    await expect(alice.as.mutation(api.assignments.assignments.changeDeadline, change)).rejects.toThrow(
      /Only teachers/,
    );
    await expect(otherTeacher.as.mutation(api.assignments.assignments.close, { assignmentId })).rejects.toThrow(
      /course's teacher/,
    );

    // End of 3 December in Kolkata (UTC+5:30).
    expect(await teacher.as.mutation(api.assignments.assignments.changeDeadline, change)).toBe(
      Date.UTC(2026, 11, 3, 18, 29, 59, 999),
    );
    await expect(
      teacher.as.mutation(api.assignments.assignments.changeDeadline, { ...change, deadlineDate: "2026-11-19" }),
    ).rejects.toThrow("The deadline cannot be before the assigned date.");
    await admin.as.mutation(api.assignments.assignments.close, { assignmentId });
    expect((await alice.as.query(api.assignments.assignments.listForStudent, { courseId }))[0]).toMatchObject({
      closed: true,
      deadlineDate: "2026-12-03",
      timeZone: "Asia/Kolkata",
    });
    await teacher.as.mutation(api.assignments.assignments.close, { assignmentId }); // already closed: no second event
    await teacher.as.mutation(api.assignments.assignments.reopen, { assignmentId });
    expect((await alice.as.query(api.assignments.assignments.listForStudent, { courseId }))[0].closed).toBe(false);

    expect(await eventsOf(t, "assignment_deadline_changed")).toHaveLength(1);
    expect(await eventsOf(t, "assignment_closed")).toHaveLength(1);
    expect(await eventsOf(t, "assignment_reopened")).toHaveLength(1);
  });

  test("delete: only without submissions, only by the course's teacher or an Admin", async () => {
    const { t, teacher, courseId, alice, otherTeacher } = await courseWithPeople();
    const empty = await postAssignment(t, teacher.as, courseId, { title: "Empty" });
    const used = await postAssignment(t, teacher.as, courseId, { title: "Used" });
    await alice.as.mutation(api.assignments.submissions.submit, {
      assignmentId: used,
      fileId: await uploadPdf(t, alice.as, "submission"),
    });
    await expect(otherTeacher.as.mutation(api.assignments.assignments.remove, { assignmentId: empty })).rejects.toThrow(
      /course's teacher/,
    );
    await expect(teacher.as.mutation(api.assignments.assignments.remove, { assignmentId: used })).rejects.toThrow(
      "This assignment already has submissions: close it instead of deleting it.",
    );
    await teacher.as.mutation(api.assignments.assignments.remove, { assignmentId: empty });
    const titles = (await alice.as.query(api.assignments.assignments.listForStudent, { courseId })).map((a) => a.title);
    expect(titles).toEqual(["Used"]);
    expect(await eventsOf(t, "assignment_deleted")).toHaveLength(1);
  });
});
