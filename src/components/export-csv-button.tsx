import { useConvex } from "convex/react";
import type { FunctionArgs, FunctionReference, OptionalRestArgs } from "convex/server";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { saveFile } from "@/lib/save-file";
import { useT } from "./i18n";

type CsvQuery = FunctionReference<"query", "public", { courseId: string }, { fileName: string; csv: string }>;

/**
 * "Export CSV": one run of a CSV query (not a subscription: the gradebook's, the class roster's),
 * saved under the file name the server gives; `what` names it in the toast ("Gradebook exported").
 */
export function ExportCsvButton<Query extends CsvQuery>({
  query,
  args,
  what,
}: {
  query: Query;
  args: FunctionArgs<Query>;
  what: string;
}) {
  const convex = useConvex();
  const [exporting, setExporting] = useState(false);
  const t = useT();

  async function exportCsv() {
    setExporting(true);
    try {
      const { fileName, csv } = await convex.query(query, ...([args] as OptionalRestArgs<Query>));
      saveFile(csv, fileName, "text/csv");
      toast.success(t("common.exportCsv.done", { what }));
    } catch (error) {
      toast.error(t("common.exportCsv.failed", { what }), { description: errorMessage(error, t("common.tryAgain")) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
      {exporting ? <Spinner aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      {t("common.exportCsv.button")}
    </Button>
  );
}
