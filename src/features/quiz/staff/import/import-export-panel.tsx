import { useConvex, useQuery } from "convex/react";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { saveFile } from "@/lib/save-file";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { plural } from "@convex/shared/quizRules";
import { ImportForm } from "./import-form";

/**
 * The quiz bank page's "Import and export" (issue #31): import questions from GIFT or Aiken text
 * (previewed before anything is saved), or save the bank the course uses as a GIFT file.
 */
export function ImportExportPanel({ courseId }: { courseId: Id<"courses"> }) {
  const room = useQuery(api.quiz.quizImport.summary, { courseId });
  const [open, setOpen] = useState(false);

  return (
    <section aria-labelledby="quiz-import-heading" className="grid gap-5">
      <div>
        <h2 id="quiz-import-heading" className="text-xl font-semibold tracking-tight">
          Import and export
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Bring questions from Moodle or another tool as GIFT or Aiken text, or save this quiz as a GIFT file.
        </p>
      </div>
      {room === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading import and export">
          <Skeleton className="h-9 w-full sm:max-w-sm" />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              aria-expanded={open}
              aria-controls={open ? "quiz-import-form" : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              <UploadIcon aria-hidden="true" />
              Import questions
            </Button>
            <ExportGiftButton courseId={courseId} />
          </div>
          {open && (
            <ImportForm
              courseId={courseId}
              room={room}
              onImported={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** One run of the export query (not a subscription), saved as `<course>.gift`. */
function ExportGiftButton({ courseId }: { courseId: Id<"courses"> }) {
  const convex = useConvex();
  const [exporting, setExporting] = useState(false);

  async function exportGift() {
    setExporting(true);
    try {
      const { fileName, text, questions } = await convex.query(api.quiz.quizImport.exportGift, { courseId });
      saveFile(text, fileName, "text/plain;charset=utf-8");
      toast.success(`Exported ${plural(questions, "question")} as ${fileName}`);
    } catch (error) {
      toast.error("The quiz was not exported", { description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outline" disabled={exporting} onClick={() => void exportGift()}>
      {exporting ? <Spinner aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      Export as GIFT
    </Button>
  );
}
