import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { BookOpenIcon, ChartNoAxesColumnIcon, KeyRoundIcon, ShoppingCartIcon, Trash2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { CourseRowSkeleton } from "../shared/course-row-skeleton";
import { CourseRow, type RowCourse } from "./course-row";
import { RowProgress } from "./row-progress";

/** My learning (/dashboard/courseoverview): the caller's enrolled courses and saved cart. */
export function MyLearningPage() {
  const enrolled = useQuery(api.courses.enrollments.myCourses);
  // Archived courses (ADR 0065) stay readable but leave the active list for their own section.
  const courses = enrolled?.filter((course) => !course.archived);
  const archived = enrolled?.filter((course) => course.archived) ?? [];
  const cart = useQuery(api.courses.cart.list);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="My learning"
        title="Your courses and cart"
        description="Pick up a course where you left off, or enrol in one you saved for later."
        actions={
          <>
            <Button asChild>
              <Link to="/join">
                <KeyRoundIcon aria-hidden="true" />
                Join with a code
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/viewcourse">Browse courses</Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-12">
        <Section id="your-courses" title="Your courses" count={courses?.length}>
          {courses === undefined ? (
            <RowsSkeleton label="Loading your courses" />
          ) : courses.length === 0 ? (
            <StateCard
              titleAs="p"
              icon={<BookOpenIcon aria-hidden="true" />}
              title="You're not enrolled in any course yet"
            >
              <p>
                Find one in the catalogue and press Buy Now to enrol, or{" "}
                <Link to="/join" className="text-primary font-medium underline underline-offset-4">
                  join with a code
                </Link>{" "}
                from your teacher.
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
          <Section id="archived-courses" title="Archived" count={archived.length}>
            <p className="text-muted-foreground -mt-2 mb-4 text-sm">
              Finished courses: still open to read, closed to new work and discussion.
            </p>
            <Rows
              courses={archived}
              actions={(course) => <EnrolledActions course={course} />}
              progress={(course) => <RowProgress courseName={course.name} counts={course.progress} />}
            />
          </Section>
        )}
        <Section id="your-cart" title="Your cart" count={cart?.length}>
          {cart === undefined ? (
            <RowsSkeleton label="Loading your cart" />
          ) : cart.length === 0 ? (
            <StateCard titleAs="p" icon={<ShoppingCartIcon aria-hidden="true" />} title="Your cart is empty">
              <p>Use Add to Cart on a course to save it for later.</p>
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
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold tracking-tight">
        {title}
        {count !== undefined && count > 0 && (
          <span className="bg-secondary text-secondary-foreground rounded-full px-2 py-0.5 text-xs font-medium">
            {count}
            <span className="sr-only">{count === 1 ? " course" : " courses"}</span>
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
  const params = { courseId: course._id, courseName: course.name };
  return (
    <>
      <Button asChild size="sm">
        <Link to="/dashboard/$courseId/$courseName" params={params} aria-label={`Open course ${course.name}`}>
          <BookOpenIcon aria-hidden="true" />
          Open course
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          to="/dashboard/coursedetail/$courseId/courseprogress"
          params={{ courseId: course._id }}
          aria-label={`Course progress of ${course.name}`}
        >
          <ChartNoAxesColumnIcon aria-hidden="true" />
          Course progress
        </Link>
      </Button>
    </>
  );
}

function CartActions({ course }: { course: RowCourse }) {
  const remove = useMutation(api.courses.cart.remove);
  const [busy, setBusy] = useState(false);

  async function handleRemove() {
    setBusy(true);
    try {
      await remove({ courseId: course._id });
      toast.success("Removed from your cart", { description: course.name });
    } catch (error) {
      toast.error("Your cart could not be updated", { description: errorMessage(error, "Please try again.") });
      setBusy(false);
    }
  }

  return (
    <>
      <Button asChild size="sm">
        <Link
          to="/studentdetails/$courseId/$courseName"
          params={{ courseId: course._id, courseName: course.name }}
          aria-label={`Buy Now ${course.name}`}
        >
          Buy Now
        </Link>
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void handleRemove()}
        disabled={busy}
        aria-label={`Remove ${course.name} from cart`}
      >
        {busy ? <Spinner aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
        Remove
      </Button>
    </>
  );
}
