import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { BookOpenIcon, GraduationCapIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { useAfterPaint } from "@/components/after-load";
import { CoursePicker } from "@/components/course-picker";
import { ProfileMissing } from "@/components/profile-missing";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { chooseCourse } from "@/lib/choose-course";
import { useT } from "./i18n";
import { StudentAssignments } from "./student/student-assignments";
import { TeacherAssignments } from "./teacher/lazy-teacher-assignments";

type Props = {
  /** The course named in the URL (?course=…), if any. */
  course?: string;
  /** Puts the picked course in the URL. */
  onCourseChange: (courseId: string) => void;
};

/**
 * /assignmentpage (SPEC §2): pick a course, then students see its assignments and hand in work,
 * teachers and Admins post assignments and grade. The server checks every right again.
 */
export function AssignmentsPage(props: Props) {
  const t = useT();
  const profile = useProfile();

  let body: ReactNode;
  if (profile === undefined) body = <PickerSkeleton />;
  else if (profile === null) {
    body = <ProfileMissing what={t("assignments.page.profileMissing")} />;
  } else body = isStaff(profile.role) ? <StaffSide {...props} /> : <StudentSide {...props} />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("assignments.page.eyebrow")}
        title={t("assignments.page.title")}
        description={
          profile && isStaff(profile.role)
            ? t("assignments.page.staffDescription")
            : t("assignments.page.studentDescription")
        }
      />
      {body}
    </PageContainer>
  );
}

function StudentSide({ course, onCourseChange }: Props) {
  const t = useT();
  const courses = useQuery(api.courses.enrollments.courseNames);
  if (courses === undefined) return <PickerSkeleton />;
  const chosen = chooseCourse(courses, course);
  if (chosen === null) {
    return (
      <StateCard
        icon={<BookOpenIcon aria-hidden="true" />}
        title={t("assignments.page.notEnrolledTitle")}
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">{t("assignments.page.browseCourses")}</Link>
          </Button>
        }
      >
        <p>{t("assignments.page.notEnrolledHint")}</p>
      </StateCard>
    );
  }
  return (
    <CourseChoice courses={courses} chosen={chosen} onCourseChange={onCourseChange}>
      <StudentAssignments courseId={chosen as Id<"courses">} />
    </CourseChoice>
  );
}

function StaffSide({ course, onCourseChange }: Props) {
  const t = useT();
  const courses = useQuery(api.courses.courses.teaching);
  // The teacher's side (its own chunk) is asked for once the page around it has been painted.
  const painted = useAfterPaint();
  if (courses === undefined) return <PickerSkeleton />;
  const chosen = chooseCourse(courses, course);
  if (chosen === null) {
    return (
      <StateCard
        icon={<GraduationCapIcon aria-hidden="true" />}
        title={t("assignments.page.noTeachingTitle")}
        actions={
          <Button asChild>
            <Link to="/addcourse">{t("assignments.page.addCourse")}</Link>
          </Button>
        }
      >
        <p>{t("assignments.page.noTeachingHint")}</p>
      </StateCard>
    );
  }
  return (
    <CourseChoice courses={courses} chosen={chosen} onCourseChange={onCourseChange}>
      <Suspense fallback={<PartSkeleton />}>
        {painted ? <TeacherAssignments courseId={chosen as Id<"courses">} /> : <PartSkeleton />}
      </Suspense>
    </CourseChoice>
  );
}

/** The "Course" picker above the chosen course's assignments. */
function CourseChoice({
  courses,
  chosen,
  onCourseChange,
  children,
}: {
  courses: readonly { _id: string; name: string }[];
  chosen: string;
  onCourseChange: (courseId: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8">
      <CoursePicker id="assignments-course" courses={courses} chosen={chosen} onCourseChange={onCourseChange} />
      {children}
    </div>
  );
}

function PickerSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-8" role="status" aria-busy="true" aria-label={t("assignments.page.loading")}>
      <Skeleton className="h-9 w-full sm:max-w-sm" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** What stands below the picker while the teacher's side loads: the picker skeleton's lower part. */
function PartSkeleton() {
  const t = useT();
  return (
    <Skeleton
      className="h-48 w-full rounded-xl"
      role="status"
      aria-busy="true"
      aria-label={t("assignments.page.loading")}
    />
  );
}
