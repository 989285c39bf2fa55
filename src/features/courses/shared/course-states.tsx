import { Link } from "@tanstack/react-router";
import { CompassIcon, LockIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";

/** SPEC §8 "Course fetch failure": a bad or removed course id. */
export function CourseNotFound() {
  const t = useT();
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<SearchXIcon aria-hidden="true" />}
        title={t("courses.shared.notFoundTitle")}
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">{t("courses.shared.pleaseEnroll")}</Link>
          </Button>
        }
      >
        <p>{t("courses.shared.notFoundBody")}</p>
      </StateCard>
    </PageContainer>
  );
}

/** The route names no course and none is remembered in the browser. */
export function NoCourseChosen() {
  const t = useT();
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        icon={<CompassIcon aria-hidden="true" />}
        title={t("courses.shared.noCourseChosen")}
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">{t("courses.shared.browseCourses")}</Link>
          </Button>
        }
      >
        <p>{t("courses.shared.pickCourse")}</p>
      </StateCard>
    </PageContainer>
  );
}

/** Any other failure of a course query: the server's reason and a retry. */
export function CourseLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<TriangleAlertIcon aria-hidden="true" />}
        title={t("courses.shared.couldNotShow")}
        actions={<Button onClick={onRetry}>{t("courses.common.tryAgain")}</Button>}
      >
        <p>{message}</p>
      </StateCard>
    </PageContainer>
  );
}

/** What a student meets on a teachers' screen (Add course, Import course): who may, and the catalogue. */
export function StaffOnlyCard({ title }: { title: string }) {
  const t = useT();
  return (
    <StateCard
      icon={<LockIcon aria-hidden="true" />}
      title={title}
      actions={
        <Button asChild>
          <Link to="/dashboard/viewcourse">{t("courses.shared.browseTheCourses")}</Link>
        </Button>
      }
    >
      <p>{t("courses.shared.stillBrowse")}</p>
    </StateCard>
  );
}
