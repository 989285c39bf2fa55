import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { BookOpenIcon, ChartNoAxesColumnIcon, KeyRoundIcon, ShoppingCartIcon, Trash2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import { useT } from "../i18n";
import { CourseRowSkeleton } from "../shared/course-row-skeleton";
import { MARKS, rich } from "@/lib/i18n/rich";
import { CourseRow, type RowCourse } from "./course-row";
import { RowProgress } from "./row-progress";

/** My learning (/dashboard/courseoverview): the caller's enrolled courses and saved cart. */
export function MyLearningPage() {
  const t = useT();
  const enrolled = useQuery(api.courses.enrollments.myCourses);
  // Archived courses (ADR 0065) stay readable but leave the active list for their own section.
  const courses = enrolled?.filter((course) => !course.archived);
  const archived = enrolled?.filter((course) => course.archived) ?? [];
  const cart = useQuery(api.courses.cart.list);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("courses.myLearning.eyebrow")}
        title={t("courses.myLearning.title")}
        description={t("courses.myLearning.description")}
        actions={
          <>
            <Button asChild>
              <Link to="/join">
                <KeyRoundIcon aria-hidden="true" />
                {t("courses.myLearning.joinWithCode")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/viewcourse">{t("courses.myLearning.browseCourses")}</Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-12">
        <Section id="your-courses" title={t("courses.myLearning.yourCourses")} count={courses?.length}>
          {courses === undefined ? (
            <RowsSkeleton label={t("courses.myLearning.loadingCourses")} />
          ) : courses.length === 0 ? (
            <StateCard
              titleAs="p"
              icon={<BookOpenIcon aria-hidden="true" />}
              title={t("courses.myLearning.notEnrolled")}
            >
              <p>
                {rich(t("courses.myLearning.notEnrolledHint", { link: MARKS[0] }), [
                  <Link to="/join" className="text-primary font-medium underline underline-offset-4">
                    {t("courses.myLearning.joinWithCodeLink")}
                  </Link>,
                ])}
              </p>
            </StateCard>
          ) : (
            <Rows
              courses={courses}
              actions={(course) => <EnrolledActions course={course} />}
              progress={(course) => <RowProgress courseName={course.name} counts={course.progress} />}
            />
          )}
        </Section>
        {archived.length > 0 && (
          <Section id="archived-courses" title={t("courses.myLearning.archived")} count={archived.length}>
            <p className="text-muted-foreground -mt-2 mb-4 text-sm">{t("courses.myLearning.archivedHint")}</p>
            <Rows
              courses={archived}
              actions={(course) => <EnrolledActions course={course} />}
              progress={(course) => <RowProgress courseName={course.name} counts={course.progress} />}
            />
          </Section>
        )}
        <Section id="your-cart" title={t("courses.myLearning.yourCart")} count={cart?.length}>
          {cart === undefined ? (
            <RowsSkeleton label={t("courses.myLearning.loadingCart")} />
          ) : cart.length === 0 ? (
            <StateCard
              titleAs="p"
              icon={<ShoppingCartIcon aria-hidden="true" />}
              title={t("courses.myLearning.cartEmpty")}
            >
              <p>{t("courses.myLearning.cartEmptyHint")}</p>
            </StateCard>
          ) : (
            <Rows courses={cart} actions={(course) => <CartActions course={course} />} />
          )}
        </Section>
      </div>
    </PageContainer>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold tracking-tight">
        {title}
        {count !== undefined && count > 0 && (
          <span className="bg-secondary text-secondary-foreground rounded-full px-2 py-0.5 text-xs font-medium">
            {formatNumber(count)}
            <span className="sr-only"> {t("courses.myLearning.coursesCount", { count })}</span>
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

function Rows<T extends RowCourse>({
  courses,
  actions,
  progress,
}: {
  courses: T[];
  actions: (course: T) => ReactNode;
  progress?: (course: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {courses.map((course) => (
        <li key={course._id}>
          <CourseRow course={course} actions={actions(course)} progress={progress?.(course)} />
        </li>
      ))}
    </ul>
  );
}

function RowsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status" aria-busy="true" aria-label={label}>
      <CourseRowSkeleton />
      <CourseRowSkeleton />
    </div>
  );
}

function EnrolledActions({ course }: { course: RowCourse }) {
  const t = useT();
  const params = { courseId: course._id, courseName: course.name };
  return (
    <>
      <Button asChild size="sm">
        <Link
          to="/dashboard/$courseId/$courseName"
          params={params}
          aria-label={t("courses.myLearning.openCourseOf", { name: course.name })}
        >
          <BookOpenIcon aria-hidden="true" />
          {t("courses.myLearning.openCourse")}
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          to="/dashboard/coursedetail/$courseId/courseprogress"
          params={{ courseId: course._id }}
          aria-label={t("courses.myLearning.progressOf", { name: course.name })}
        >
          <ChartNoAxesColumnIcon aria-hidden="true" />
          {t("courses.myLearning.courseProgress")}
        </Link>
      </Button>
    </>
  );
}

function CartActions({ course }: { course: RowCourse }) {
  const t = useT();
  const remove = useMutation(api.courses.cart.remove);
  const [busy, setBusy] = useState(false);

  async function handleRemove() {
    setBusy(true);
    try {
      await remove({ courseId: course._id });
      toast.success(t("courses.myLearning.removedFromCart"), { description: course.name });
    } catch (error) {
      toast.error(t("courses.myLearning.cartNotUpdated"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
      setBusy(false);
    }
  }

  return (
    <>
      <Button asChild size="sm">
        <Link
          to="/studentdetails/$courseId/$courseName"
          params={{ courseId: course._id, courseName: course.name }}
          aria-label={t("courses.myLearning.buyNowOf", { name: course.name })}
        >
          {t("courses.myLearning.buyNow")}
        </Link>
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void handleRemove()}
        disabled={busy}
        aria-label={t("courses.myLearning.removeFromCart", { name: course.name })}
      >
        {busy ? <Spinner aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
        {t("courses.myLearning.remove")}
      </Button>
    </>
  );
}
