import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ArrowLeftIcon, ShieldXIcon } from "lucide-react";
import { useState } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { api } from "@convex/_generated/api";
import { LessonBoundary } from "../lesson/lesson-states";
import { LessonEditorForm } from "./lesson-editor-form";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /dashboard/coursedetail/{courseId}/lessons/{lessonId}/edit: the course's teacher and Admins. */
export function LessonEditorPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  return (
    <LessonBoundary key={`${courseId}/${lessonId}`} courseId={courseId} forbidden={<NotYours />}>
      <Editor courseId={courseId} lessonId={lessonId} />
    </LessonBoundary>
  );
}

function Editor({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const editor = useQuery(api.courses.lessonContent.editor, { courseId, lessonId });
  const videos = useQuery(api.courses.videos.list, { courseId });
  // A discarded draft puts the published version back: the form starts again from it.
  const [generation, setGeneration] = useState(0);
  if (editor === undefined || videos === undefined) return <PageSpinner label="Loading the lesson editor" />;
  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="text-muted-foreground -ml-3 mb-4">
        <Link to="/dashboard/coursedetail/$courseId/lessons/$lessonId" params={{ courseId, lessonId }}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to the lesson
        </Link>
      </Button>
      <PageHeader
        eyebrow={`Edit lesson ${editor.lesson.number} · ${editor.courseName}`}
        title={editor.lesson.title}
        description={
          editor.publishedAt === null
            ? "Not published yet: students see the title only."
            : `Published ${when.format(editor.publishedAt)}. Drafts stay hidden from students until you publish.`
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
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<ShieldXIcon aria-hidden="true" />}
        title="You cannot edit this lesson"
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">Browse courses</Link>
          </Button>
        }
      >
        <p>Only the course's teacher or an Admin edits its lessons.</p>
      </StateCard>
    </PageContainer>
  );
}
