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
import { useT } from "../manage/i18n";
import { TeachingRow } from "./teaching-row";

const PAGE_SIZE = 10;

/** My teaching (/teaching, ADR 0022): a teacher's courses, or every course for an Admin. */
export function TeachingPage() {
  const t = useT();
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label={t("coursesManage.common.loadingProfile")} />;
  const allowed = profile !== null && isStaff(profile.role);
  const admin = profile?.role === "Admin";

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("coursesManage.common.teach")}
        title={t("coursesManage.teaching.title")}
        description={
          !allowed
            ? undefined
            : admin
              ? t("coursesManage.teaching.adminDescription")
              : t("coursesManage.teaching.description")
        }
        actions={
          allowed && (
            <>
              <Button asChild variant="outline">
                <Link to="/importcourse">
                  <UploadIcon aria-hidden="true" />
                  {t("coursesManage.teaching.importCourse")}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/addcourse">
                  <PlusIcon aria-hidden="true" />
                  {t("coursesManage.teaching.addCourse")}
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
          title={t("coursesManage.teaching.staffOnly")}
          actions={
            <Button asChild>
              <Link to="/dashboard/courseoverview">{t("coursesManage.teaching.goToMyLearning")}</Link>
            </Button>
          }
        >
          <p>{t("coursesManage.teaching.ownCoursesHint")}</p>
        </StateCard>
      )}
    </PageContainer>
  );
}

function TeachingList({ admin }: { admin: boolean }) {
  const t = useT();
  const { results, status, loadMore } = usePaginatedQuery(
    api.courses.courses.myTeaching,
    {},
    { initialNumItems: PAGE_SIZE },
  );

  let body: ReactNode;
  if (status === "LoadingFirstPage") {
    body = (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t("coursesManage.teaching.loading")}>
        <CourseRowSkeleton />
        <CourseRowSkeleton />
      </div>
    );
  } else if (results.length === 0) {
    body = (
      <StateCard
        icon={<PresentationIcon aria-hidden="true" />}
        title={admin ? t("coursesManage.teaching.noCourses") : t("coursesManage.teaching.noOwnCourses")}
        actions={
          <Button asChild>
            <Link to="/addcourse">
              <PlusIcon aria-hidden="true" />
              {t("coursesManage.teaching.addACourse")}
            </Link>
          </Button>
        }
      >
        <p>{t("coursesManage.teaching.emptyHint")}</p>
      </StateCard>
    );
  } else {
    body = (
      <>
        <ul
          className="grid gap-4"
          aria-label={admin ? t("coursesManage.teaching.everyCourse") : t("coursesManage.teaching.yourCourses")}
        >
          {results.map((course) => (
            <li key={course._id}>
              <TeachingRow course={course} showInstructor={admin} />
            </li>
          ))}
        </ul>
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" size="lg" onClick={() => loadMore(PAGE_SIZE)} disabled={status === "LoadingMore"}>
              {status === "LoadingMore" && <Spinner aria-label={t("coursesManage.teaching.loadingMore")} />}
              {t("coursesManage.teaching.loadMore")}
            </Button>
          </div>
        )}
      </>
    );
  }
  return body;
}
