import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ArrowLeftIcon, ShieldXIcon } from "lucide-react";
import { useState } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import { useT } from "../manage/i18n";
import { LessonBoundary } from "../lesson/lesson-states";
import { LessonEditorForm } from "./lesson-editor-form";

/** /dashboard/coursedetail/{courseId}/lessons/{lessonId}/edit: the course's teacher and Admins. */
export function LessonEditorPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  return (
    <LessonBoundary key={`${courseId}/${lessonId}`} courseId={courseId} forbidden={<NotYours />}>
      <Editor courseId={courseId} lessonId={lessonId} />
    </LessonBoundary>
  );
}

function Editor({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const t = useT();
  const editor = useQuery(api.courses.lessonContent.editor, { courseId, lessonId });
  const videos = useQuery(api.courses.videos.list, { courseId });
  // A discarded draft puts the published version back: the form starts again from it.
  const [generation, setGeneration] = useState(0);
  if (editor === undefined || videos === undefined) return <PageSpinner label={t("coursesManage.editor.loading")} />;
  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ms-3 mb-4">
        <Link to="/dashboard/coursedetail/$courseId/lessons/$lessonId" params={{ courseId, lessonId }}>
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t("coursesManage.editor.back")}
        </Link>
      </Button>
      <PageHeader
        eyebrow={t("coursesManage.editor.eyebrow", { number: editor.lesson.number, course: editor.courseName })}
        title={editor.lesson.title}
        description={
          editor.publishedAt === null
            ? t("coursesManage.editor.notPublished")
            : t("coursesManage.editor.published", { date: formatDate(editor.publishedAt) })
        }
      />
      <LessonEditorForm
        key={generation}
        editor={editor}
        videos={videos}
        onDiscarded={() => setGeneration((n) => n + 1)}
      />
    </PageContainer>
  );
}

function NotYours() {
  const t = useT();
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<ShieldXIcon aria-hidden="true" />}
        title={t("coursesManage.editor.cannotEdit")}
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">{t("coursesManage.editor.browse")}</Link>
          </Button>
        }
      >
        <p>{t("coursesManage.editor.onlyTeacher")}</p>
      </StateCard>
    </PageContainer>
  );
}
