import { useQuery } from "convex/react";
import { ClipboardCheckIcon, TriangleAlertIcon, UsersIcon } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { errorMessage } from "@/lib/errors";
import { useProfile } from "@/lib/me";
import { AlsoGrading } from "./also-grading";
import { draftStudents } from "./drafts";
import { GradePanel } from "./grade-panel";
import { GraderHeader } from "./grader-header";
import { GradeHistory } from "@/components/grade-history";
import { graderKey } from "./keyboard";
import type { ShowFilter } from "./search";
import { shownBy, StudentList } from "./student-list";
import type { GraderAssignment, GraderStudent } from "./types";
import { WorkViewer } from "./work-viewer";
import { useT } from "./i18n";

type Props = {
  assignmentId: string;
  studentId: string | undefined;
  show: ShowFilter;
  onSearch: (next: { student?: string; show?: ShowFilter }, replace?: boolean) => void;
};

/**
 * The grader (ADR 0063): one student's work at a time. The students on the side (filtered), the
 * work in the middle, the rubric, feedback and history on the right; on a phone the three stack.
 * Alt+↓ / Alt+↑ move between students from anywhere, typing included (keyboard.ts).
 */
export function GraderPage(props: Props) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-[96rem] px-4 py-6 sm:px-6">
      <QueryBoundary
        key={props.assignmentId}
        fallback={(error) => (
          <StateCard
            size="page"
            titleAs="h1"
            role="alert"
            icon={<TriangleAlertIcon aria-hidden="true" />}
            title={t("grading.page.cannotGrade")}
            actions={
              <Link to="/assignmentpage" className={buttonVariants({ variant: "outline" })}>
                {t("grading.page.backToAssignments")}
              </Link>
            }
          >
            {errorMessage(error, t("grading.page.tryAgain"))}
          </StateCard>
        )}
      >
        <Grader {...props} />
      </QueryBoundary>
    </div>
  );
}

function Grader({ assignmentId, studentId, show, onSearch }: Props) {
  const id = assignmentId as Id<"assignments">;
  const assignment = useQuery(api.assignments.grader.assignment, { assignmentId: id });
  const students = useQuery(api.assignments.submissions.graderList, { assignmentId: id });
  const profile = useProfile();
  const t = useT();

  if (assignment === undefined || students === undefined) {
    return (
      <div role="status" aria-label={t("grading.page.loading")} className="grid gap-4">
        <Skeleton className="h-10 w-2/3" />
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_24rem]">
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </div>
    );
  }
  return (
    <Loaded
      assignment={assignment}
      students={students}
      studentId={studentId}
      show={show}
      onSearch={onSearch}
      userId={profile?._id ?? null}
    />
  );
}

function Loaded({
  assignment,
  students,
  studentId,
  show,
  onSearch,
  userId,
}: {
  assignment: GraderAssignment;
  students: GraderStudent[];
  studentId: string | undefined;
  show: ShowFilter;
  onSearch: Props["onSearch"];
  userId: string | null;
}) {
  const t = useT();
  const assignmentId = assignment._id;
  const shown = useMemo(() => students.filter((student) => shownBy(show, student)), [students, show]);
  // The list of the open student stays put while their status changes (grading moves them out of
  // "not graded"): next and previous follow the list as it was when they were opened.
  const open = students.find((student) => student.studentId === studentId) ?? null;
  const order = useMemo(() => {
    if (open === null || shown.some((student) => student.studentId === open.studentId)) return shown;
    return students.filter((student) => shownBy(show, student) || student.studentId === open.studentId);
  }, [shown, students, open, show]);
  const index = open === null ? -1 : order.findIndex((student) => student.studentId === open.studentId);
  const next = index >= 0 ? (order[index + 1] ?? null) : (order[0] ?? null);
  const previous = index > 0 ? order[index - 1] : null;

  const [drafts, setDrafts] = useState<ReadonlySet<string>>(() => draftStudents(assignmentId));
  const refreshDrafts = useCallback(() => setDrafts(draftStudents(assignmentId)), [assignmentId]);
  const focusOnOpen = useRef(false);

  const go = useCallback(
    (target: GraderStudent | null, byKeyboard: boolean) => {
      if (target === null) return;
      focusOnOpen.current = byKeyboard;
      onSearch({ student: target.studentId });
    },
    [onSearch],
  );

  // With no student named, the first one who needs grading opens (else the first of the list).
  useEffect(() => {
    if (open !== null || shown.length === 0) return;
    const first = shown.find((student) => student.status === "submitted" || student.status === "late") ?? shown[0];
    // Opening the grader is opening its first paper: the focus starts on its rubric.
    focusOnOpen.current = true;
    onSearch({ student: first.studentId }, true);
  }, [open, shown, onSearch]);

  // One listener for the page, pointing at the latest neighbours.
  const neighbours = useRef({ next, previous, go });
  useLayoutEffect(() => {
    neighbours.current = { next, previous, go };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const key = graderKey(event);
      if (key !== "next" && key !== "previous") return;
      event.preventDefault();
      const { next, previous, go } = neighbours.current;
      go(key === "next" ? next : previous, true);
    }
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);

  const gradedCount = students.filter((student) => student.status === "graded").length;
  const handedInCount = students.filter((student) => student.status !== "missing").length;

  return (
    <>
      <GraderHeader assignment={assignment} gradedCount={gradedCount} handedInCount={handedInCount} />
      {students.length === 0 ? (
        <StateCard icon={<UsersIcon aria-hidden="true" />} title={t("grading.page.noStudentsTitle")}>
          {t("grading.page.noStudentsBody", { course: assignment.courseName })}
        </StateCard>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)_24rem]">
          <StudentList
            assignmentId={assignmentId}
            students={students}
            show={show}
            openId={open?.studentId ?? null}
            points={assignment.points}
            drafts={drafts}
            onShow={(filter) => onSearch({ show: filter })}
          />
          {open === null ? (
            <div className="lg:col-span-2">
              <StateCard
                icon={<ClipboardCheckIcon aria-hidden="true" />}
                title={t("grading.page.noOneTitle")}
                role="status"
              >
                {handedInCount === 0 ? t("grading.page.nothingHandedIn") : t("grading.page.chooseFilter")}
              </StateCard>
            </div>
          ) : (
            <StudentWork
              key={open.studentId}
              assignment={assignment}
              student={open}
              position={{ index, count: order.length }}
              userId={userId}
              focusOnOpen={focusOnOpen.current}
              onNext={next === null ? null : () => go(next, true)}
              onDraftsChange={refreshDrafts}
            />
          )}
        </div>
      )}
    </>
  );
}

function StudentWork({
  assignment,
  student,
  position,
  userId,
  focusOnOpen,
  onNext,
  onDraftsChange,
}: {
  assignment: GraderAssignment;
  student: GraderStudent;
  position: { index: number; count: number };
  userId: string | null;
  focusOnOpen: boolean;
  onNext: (() => void) | null;
  onDraftsChange: () => void;
}) {
  const work = useQuery(api.assignments.submissions.graderWork, {
    assignmentId: assignment._id,
    studentId: student.studentId,
  });
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const canGrade = student.status !== "missing";

  useEffect(() => {
    if (focusOnOpen && !canGrade) headingRef.current?.focus();
  }, [focusOnOpen, canGrade]);

  return (
    <>
      <section aria-labelledby="grader-work-heading" className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="grader-work-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {student.name}
          </h2>
          {position.index >= 0 && (
            <span className="text-muted-foreground text-sm">
              {t("grading.page.position", { index: position.index + 1, count: position.count })}
            </span>
          )}
        </div>
        {userId !== null && <AlsoGrading assignmentId={assignment._id} studentId={student.studentId} userId={userId} />}
        {work === undefined ? (
          <Skeleton className="h-96 w-full" role="status" aria-label={t("grading.page.loadingWork")} />
        ) : (
          <WorkViewer
            assignmentId={assignment._id}
            studentId={student.studentId}
            studentName={student.name}
            versions={work.versions}
          />
        )}
      </section>
      <section
        aria-label={t("grading.page.gradingLabel", { name: student.name })}
        className="grid min-w-0 content-start gap-4"
      >
        <h2 className="text-lg font-semibold">{t("grading.page.grade")}</h2>
        {!canGrade ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t("grading.page.nothingToGrade", { name: student.name })}
          </p>
        ) : work === undefined ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <GradePanel
            assignmentId={assignment._id}
            studentId={student.studentId}
            studentName={student.name}
            points={assignment.points}
            criteria={assignment.rubric?.criteria ?? null}
            work={work}
            focusOnOpen={focusOnOpen}
            onNext={onNext}
            onDraftsChange={onDraftsChange}
          />
        )}
        {canGrade && (
          <GradeHistory assignmentId={assignment._id} studentId={student.studentId} studentName={student.name} />
        )}
      </section>
    </>
  );
}
