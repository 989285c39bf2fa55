import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { isStaff, useProfile } from "@/lib/me";
import { StaffOnlyCard } from "../shared/course-states";
import { useT } from "../manage/i18n";
import { AddCourseForm } from "./add-course-form";

/** /addcourse: teachers and Admins get the form; others are told why not. */
export function AddCoursePage() {
  const t = useT();
  const profile = useProfile();

  if (profile === undefined) return <PageSpinner label={t("coursesManage.common.loadingProfile")} />;
  const allowed = profile !== null && isStaff(profile.role);

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow={t("coursesManage.common.teach")}
          title={t("coursesManage.addCourse.title")}
          description={allowed ? t("coursesManage.addCourse.description") : undefined}
        />
        {allowed ? (
          <AddCourseForm instructorName={profile.displayName} />
        ) : (
          <StaffOnlyCard title={t("coursesManage.addCourse.staffOnly")} />
        )}
      </div>
    </PageContainer>
  );
}
