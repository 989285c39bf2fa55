import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { isStaff, useProfile } from "@/lib/me";
import { StaffOnlyCard } from "../shared/course-states";
import { AddCourseForm } from "./add-course-form";

/** /addcourse: teachers and Admins get the form; others are told why not. */
export function AddCoursePage() {
  const profile = useProfile();

  if (profile === undefined) return <PageSpinner label="Loading your profile" />;
  const allowed = profile !== null && isStaff(profile.role);

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow="Teach"
          title="Add New Course"
          description={
            allowed ? "Describe your course; you become its teacher and can add lessons and videos." : undefined
          }
        />
        {allowed ? (
          <AddCourseForm instructorName={profile.displayName} />
        ) : (
          <StaffOnlyCard title="Only teachers and admins can add courses" />
        )}
      </div>
    </PageContainer>
  );
}
