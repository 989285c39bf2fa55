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
import { useT } from "../manage/i18n";

/** /dashboard/coursedetail/{courseId}/lessons/{lessonId}: one lesson, for its course's students. */
export function LessonPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  return (
    <LessonBoundary key={`${courseId}/${lessonId}`} courseId={courseId}>
      <Lesson courseId={courseId} lessonId={lessonId} />
    </LessonBoundary>
  );
}

function Lesson({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const t = useT();
  const view = useQuery(api.courses.lessonContent.view, { courseId, lessonId });
  if (view === undefined) return <PageSpinner label={t("coursesManage.lesson.loading")} />;
  const { content } = view;
  return (
    <PageContainer>
      <BackToCourse view={view} />
      <PageHeader
        eyebrow={t("coursesManage.lesson.number", { number: view.lesson.number, total: view.lesson.total })}
        title={view.lesson.title}
        description={view.courseName}
        actions={view.canManage && <EditButton view={view} />}
      />
      {view.canManage && view.draftPending && (
        <p className="mb-6 flex flex-wrap items-center gap-2 text-sm" role="status">
          <Badge variant="secondary">{t("coursesManage.lesson.draft")}</Badge>
          {t("coursesManage.lesson.draftPending")}
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
                label={t("coursesManage.lesson.videoLabel", {
                  course: view.courseName,
                  number: view.lesson.number,
                  title: view.lesson.title,
                })}
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
    <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ms-3 mb-4">
      <Link to="/dashboard/$courseId/$courseName" params={{ courseId: view.courseId, courseName: view.courseName }}>
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {view.courseName}
      </Link>
    </Button>
  );
}

function EditButton({ view }: { view: LessonPageView }) {
  const t = useT();
  return (
    <Button asChild>
      <Link
        to="/dashboard/coursedetail/$courseId/lessons/$lessonId/edit"
        params={{ courseId: view.courseId, lessonId: view.lesson._id }}
      >
        <PencilIcon aria-hidden="true" />
        {t("coursesManage.lesson.edit")}
      </Link>
    </Button>
  );
}

function NothingPublished({ view }: { view: LessonPageView }) {
  const t = useT();
  return (
    <StateCard
      titleAs="h2"
      icon={<FileClockIcon aria-hidden="true" />}
      title={t("coursesManage.lesson.nothingPublished")}
    >
      <p>
        {view.canManage
          ? t("coursesManage.lesson.nothingPublishedTeacher")
          : t("coursesManage.lesson.nothingPublishedStudent")}
      </p>
    </StateCard>
  );
}
