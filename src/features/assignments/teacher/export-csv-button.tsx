import { useConvex } from "convex/react";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { saveFile } from "@/lib/save-file";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

/** "Export CSV": one `gradebook.csv` query (not a subscription), saved under the server's file name. */
export function ExportCsvButton({ courseId }: { courseId: Id<"courses"> }) {
  const convex = useConvex();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { fileName, csv } = await convex.query(api.assignments.gradebook.csv, { courseId });
      saveFile(csv, fileName, "text/csv");
      toast.success("Gradebook exported");
    } catch (error) {
      toast.error("Gradebook not exported", { description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
      {exporting ? <Spinner aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
