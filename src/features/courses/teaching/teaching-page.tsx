import { Link } from "@tanstack/react-router";
import { usePaginatedQuery } from "convex/react";
import { LockIcon, PlusIcon, PresentationIcon, UploadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { CourseRowSkeleton } from "../shared/course-row-skeleton";
import { TeachingRow } from "./teaching-row";

const PAGE_SIZE = 10;

/** My teaching (/teaching, ADR 0022): a teacher's courses, or every course for an Admin. */
export function TeachingPage() {
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label="Loading your profile" />;
  const allowed = profile !== null && isStaff(profile.role);
  const admin = profile?.role === "Admin";

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Teach"
        title="My teaching"
        description={
          !allowed
            ? undefined
            : admin
              ? "Every course on Lyceum, newest first: its enrolments, lessons and videos, assignments and quiz bank."
              : "Your courses, newest first: who is enrolled, and where to manage lessons and videos, assignments and the quiz bank."
        }
        actions={
          allowed && (
            <>
              <Button asChild variant="outline">
                <Link to="/importcourse">
                  <UploadIcon aria-hidden="true" />
                  Import course
                </Link>
              </Button>
              <Button asChild>
                <Link to="/addcourse">
                  <PlusIcon aria-hidden="true" />
                  Add course
                </Link>
              </Button>
            </>
          )
        }
      />
      {allowed ? (
        <TeachingList admin={admin} />
      ) : (
        <StateCard
          icon={<LockIcon aria-hidden="true" />}
          title="Only teachers and admins teach courses"
          actions={
            <Button asChild>
              <Link to="/dashboard/courseoverview">Go to My learning</Link>
            </Button>
          }
        >
          <p>Your own courses are under My learning.</p>
        </StateCard>
      )}
    </PageContainer>
  );
}

function TeachingList({ admin }: { admin: boolean }) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.courses.courses.myTeaching,
    {},
    { initialNumItems: PAGE_SIZE },
  );

  let body: ReactNode;
  if (status === "LoadingFirstPage") {
    body = (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your courses">
        <CourseRowSkeleton />
        <CourseRowSkeleton />
      </div>
    );
  } else if (results.length === 0) {
    body = (
      <StateCard
        icon={<PresentationIcon aria-hidden="true" />}
        title={admin ? "No courses yet" : "You haven't added a course yet"}
        actions={
          <Button asChild>
            <Link to="/addcourse">
              <PlusIcon aria-hidden="true" />
              Add a course
            </Link>
          </Button>
        }
      >
        <p>Once you add one, it appears here with its enrolments and everything to manage it.</p>
      </StateCard>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4" aria-label={admin ? "Every course" : "Your courses"}>
          {results.map((course) => (
            <li key={course._id}>
              <TeachingRow course={course} showInstructor={admin} />
            </li>
          ))}
        </ul>
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" size="lg" onClick={() => loadMore(PAGE_SIZE)} disabled={status === "LoadingMore"}>
              {status === "LoadingMore" && <Spinner aria-label="Loading more courses" />}
              Load more
            </Button>
          </div>
        )}
      </>
    );
  }
  return body;
}
