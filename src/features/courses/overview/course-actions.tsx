import { Link } from "@tanstack/react-router";
import {
  ArchiveIcon,
  ArrowRightIcon,
  BadgeCheckIcon,
  ClipboardListIcon,
  ListChecksIcon,
  PresentationIcon,
  SettingsIcon,
  ShoppingBagIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "../i18n";
import { MARKS, rich } from "@/lib/i18n/rich";
import { CartButton } from "./cart-button";

type Course = { _id: string; name: string; canManage: boolean; isOwn: boolean; archived?: boolean };

/**
 * What the overview offers (ADR 0022): its teacher and Admins manage the course (no Buy Now or
 * Add to Cart); someone enrolled continues it; anyone else gets SPEC's Buy Now and Add to Cart.
 */
export function CourseActions({ course, enrolled }: { course: Course; enrolled: boolean }) {
  const t = useT();
  const params = { courseId: course._id, courseName: course.name };
  if (course.canManage) {
    return (
      <div className="grid gap-3">
        <Status icon={<PresentationIcon className="size-5" aria-hidden="true" />}>
          {course.isOwn ? t("courses.overview.yourCourse") : t("courses.overview.manageAsAdmin")}
        </Status>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/dashboard/$courseId/$courseName" params={params}>
              <SettingsIcon aria-hidden="true" />
              {t("courses.overview.manage")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/assignmentpage" search={{ course: course._id }}>
              <ClipboardListIcon aria-hidden="true" />
              {t("courses.overview.assignments")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/quizbank" search={{ course: course._id }}>
              <ListChecksIcon aria-hidden="true" />
              {t("courses.overview.quizBank")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/roster/$courseId" params={{ courseId: course._id }}>
              <UsersIcon aria-hidden="true" />
              {t("courses.overview.importStudents")}
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (enrolled) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Status icon={<BadgeCheckIcon className="size-5" aria-hidden="true" />}>
          {t("courses.overview.enrolled")}
        </Status>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/dashboard/$courseId/$courseName" params={params}>
            {t("courses.overview.continue")}
            <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    );
  }
  if (course.archived === true) {
    // ADR 0065: an archived course takes no new enrolments (the server refuses them too).
    return (
      <Status icon={<ArchiveIcon className="size-5" aria-hidden="true" />}>
        {t("courses.overview.archivedNoEnrol")}
      </Status>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/studentdetails/$courseId/$courseName" params={params}>
            <ShoppingBagIcon aria-hidden="true" />
            {t("courses.overview.buyNow")}
          </Link>
        </Button>
        <CartButton courseId={course._id} courseName={course.name} />
      </div>
      <p className="text-muted-foreground mt-3 text-sm">
        {rich(t("courses.overview.savedWaitIn", { link: MARKS[0] }), [
          <Link to="/dashboard/courseoverview" className="text-primary font-medium underline-offset-4 hover:underline">
            {t("courses.overview.yourCart")}
          </Link>,
        ])}
      </p>
    </>
  );
}

function Status({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="text-primary inline-flex items-center gap-2 font-semibold">
      {icon}
      {children}
    </p>
  );
}
