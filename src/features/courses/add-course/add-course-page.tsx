import { Link } from "@tanstack/react-router";
import { LockIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { isStaff, useProfile } from "@/lib/me";
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
          <StateCard
            icon={<LockIcon aria-hidden="true" />}
            title="Only teachers and admins can add courses"
            actions={
              <Button asChild>
                <Link to="/dashboard/viewcourse">Browse the courses</Link>
              </Button>
            }
          >
            <p>You can still browse every course and enrol in the ones you like.</p>
          </StateCard>
        )}
      </div>
    </PageContainer>
  );
}
