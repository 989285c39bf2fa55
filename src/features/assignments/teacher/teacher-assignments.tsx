import { ShieldAlertIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/errors";
import type { Id } from "@convex/_generated/dataModel";
import { QueryBoundary } from "@/components/query-boundary";
import { AssignmentList } from "./assignment-list";
import { useT } from "../i18n";
import { PostAssignmentForm } from "./post-assignment-form";

/** The gradebook is behind its tab: its code loads when the tab is first opened. */
const Gradebook = lazy(() => import("./gradebook").then((m) => ({ default: m.Gradebook })));

/**
 * The teacher's (or an Admin's) side of the Assignments page for one course: post an
 * assignment, manage the course's assignments and their submissions, and the gradebook.
 * A course the caller does not run shows the server's refusal instead.
 */
export function TeacherAssignments({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  return (
    <QueryBoundary
      key={courseId}
      fallback={(error, retry) => (
        <StateCard
          icon={<ShieldAlertIcon />}
          title={t("assignments.teacher.failedTitle")}
          role="alert"
          actions={
            <Button variant="outline" onClick={retry}>
              {t("assignments.common.retry")}
            </Button>
          }
        >
          {errorMessage(error, t("assignments.common.loadFailed"))}
        </StateCard>
      )}
    >
      <Tabs defaultValue="assignments" className="gap-6">
        <TabsList aria-label={t("assignments.teacher.views")}>
          <TabsTrigger value="assignments">{t("assignments.page.title")}</TabsTrigger>
          <TabsTrigger value="gradebook">{t("assignments.gradebook.heading")}</TabsTrigger>
        </TabsList>
        <TabsContent value="assignments" className="grid gap-8">
          <PostAssignmentForm courseId={courseId} />
          <AssignmentList courseId={courseId} />
        </TabsContent>
        <TabsContent value="gradebook">
          <Suspense
            fallback={
              <Skeleton
                className="h-48 w-full rounded-xl"
                role="status"
                aria-label={t("assignments.gradebook.loading")}
              />
            }
          >
            <Gradebook courseId={courseId} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </QueryBoundary>
  );
}
