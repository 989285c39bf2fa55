import { useConvex, useQuery } from "convex/react";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { saveFile } from "@/lib/save-file";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ImportForm } from "./import-form";
import { t as translate, useT } from "../../i18n";

/**
 * The quiz bank page's "Import and export" (issue #31): import questions from GIFT or Aiken text
 * (previewed before anything is saved), or save the bank the course uses as a GIFT file.
 */
export function ImportExportPanel({ courseId }: { courseId: Id<"courses"> }) {
  const room = useQuery(api.quiz.quizImport.summary, { courseId });
  const [open, setOpen] = useState(false);
  const t = useT();

  return (
    <section aria-labelledby="quiz-import-heading" className="grid gap-5">
      <div>
        <h2 id="quiz-import-heading" className="text-xl font-semibold tracking-tight">
          {t("quiz.import.title")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t("quiz.import.description")}</p>
      </div>
      {room === undefined ? (
        <div role="status" aria-busy="true" aria-label={t("quiz.import.loading")}>
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
              {t("quiz.import.open")}
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
  const t = useT();

  async function exportGift() {
    setExporting(true);
    try {
      const { fileName, text, questions } = await convex.query(api.quiz.quizImport.exportGift, { courseId });
      saveFile(text, fileName, "text/plain;charset=utf-8");
      toast.success(translate("quiz.import.exported", { count: questions, file: fileName }));
    } catch (error) {
      toast.error(translate("quiz.import.exportFailed"), {
        description: errorMessage(error, translate("quiz.common.pleaseTryAgain")),
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outline" disabled={exporting} onClick={() => void exportGift()}>
      {exporting ? <Spinner aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      {t("quiz.import.export")}
    </Button>
  );
}
