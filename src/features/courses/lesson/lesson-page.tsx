import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ArrowLeftIcon, FileClockIcon, PencilIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@convex/_generated/api";
import type { LessonPageView } from "@convex/courses/model/lessonContent";
import { LessonAttachments } from "./lesson-attachments";
import { LessonFooter } from "./lesson-footer";
import { SafeMarkdown } from "@/components/safe-markdown";
import { LessonBoundary } from "./lesson-states";
import { LessonVideo } from "./lesson-video";

/** /dashboard/coursedetail/{courseId}/lessons/{lessonId}: one lesson, for its course's students. */
export function LessonPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  return (
    <LessonBoundary key={`${courseId}/${lessonId}`} courseId={courseId}>
      <Lesson courseId={courseId} lessonId={lessonId} />
    </LessonBoundary>
  );
}

function Lesson({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const view = useQuery(api.courses.lessonContent.view, { courseId, lessonId });
  if (view === undefined) return <PageSpinner label="Loading the lesson" />;
  const { content } = view;
  return (
    <PageContainer>
      <BackToCourse view={view} />
      <PageHeader
        eyebrow={`Lesson ${view.lesson.number} of ${view.lesson.total}`}
        title={view.lesson.title}
        description={view.courseName}
        actions={view.canManage && <EditButton view={view} />}
      />
      {view.canManage && view.draftPending && (
        <p className="mb-6 flex flex-wrap items-center gap-2 text-sm" role="status">
          <Badge variant="secondary">Draft</Badge>
          You have saved changes that students do not see yet. Publish them in the editor.
        </p>
      )}
      <article className="mx-auto max-w-3xl">
        {content === null ? (
          <NothingPublished view={view} />
        ) : (
          <>
            {content.video && (
              <LessonVideo
                courseId={view.courseId}
                lessonId={view.lesson._id}
                video={content.video}
                label={`${view.courseName}, lesson ${view.lesson.number}: ${view.lesson.title}`}
              />
            )}
            {content.body.trim() !== "" && <SafeMarkdown>{content.body}</SafeMarkdown>}
            <LessonAttachments attachments={content.attachments} />
          </>
        )}
        <LessonFooter view={view} />
      </article>
    </PageContainer>
  );
}

function BackToCourse({ view }: { view: LessonPageView }) {
  return (
    <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ml-3 mb-4">
      <Link to="/dashboard/$courseId/$courseName" params={{ courseId: view.courseId, courseName: view.courseName }}>
        <ArrowLeftIcon aria-hidden="true" />
        {view.courseName}
      </Link>
    </Button>
  );
}

function EditButton({ view }: { view: LessonPageView }) {
  return (
    <Button asChild>
      <Link
        to="/dashboard/coursedetail/$courseId/lessons/$lessonId/edit"
        params={{ courseId: view.courseId, lessonId: view.lesson._id }}
      >
        <PencilIcon aria-hidden="true" />
        Edit lesson
      </Link>
    </Button>
  );
}

function NothingPublished({ view }: { view: LessonPageView }) {
  return (
    <StateCard titleAs="h2" icon={<FileClockIcon aria-hidden="true" />} title="Nothing to read here yet">
      <p>
        {view.canManage
          ? "Students see this lesson's title only and cannot mark it complete. Write its text, choose a video or attach files, then publish."
          : "The teacher has not published this lesson's content yet: once they do, you can mark it complete."}
      </p>
    </StateCard>
  );
}
