import { Link } from "@tanstack/react-router";
import { LockIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useProfile } from "@/lib/me";
import { AddCourseForm } from "./add-course-form";

/** /addcourse: teachers and Admins get the form; others are told why not. */
export function AddCoursePage() {
  const profile = useProfile();

  if (profile === undefined) return <PageSpinner label="Loading your profile" />;
  const allowed = profile !== null && (profile.role === "teacher" || profile.role === "Admin");

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow="Teach"
          title="Add New Course"
          description={allowed ? "Describe your course; you become its teacher and can add lessons and videos." : undefined}
        />
        {allowed ? (
          <AddCourseForm instructorName={profile.displayName} />
        ) : (
          <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center">
            <span className="bg-secondary text-primary flex size-12 items-center justify-center rounded-full">
              <LockIcon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">Only teachers and admins can add courses</h2>
            <p className="text-muted-foreground mt-1 max-w-sm text-sm">
              You can still browse every course and enrol in the ones you like.
            </p>
            <Button asChild className="mt-6">
              <Link to="/dashboard/viewcourse">Browse the courses</Link>
            </Button>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
