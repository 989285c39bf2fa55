import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useAuthAdapter } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useT } from "./i18n";
import { fetchXapiExport, formatMegabytes, saveBlob } from "./xapi-export";

type ExportState = { kind: "idle" } | { kind: "running"; bytes: number } | { kind: "failed"; message: string };

/** "Export xAPI": the whole event log as xAPI statements, for a Learning Record Store. */
export function ExportXapiButton() {
  const auth = useAuthAdapter();
  const [state, setState] = useState<ExportState>({ kind: "idle" });
  const t = useT();

  async function exportLog() {
    setState({ kind: "running", bytes: 0 });
    try {
      const token = await auth.getToken();
      if (token === null) throw new Error("signed out");
      const blob = await fetchXapiExport(token, (bytes) => setState({ kind: "running", bytes }));
      saveBlob(blob, `lyceum-xapi-${new Date().toISOString().slice(0, 10)}.json`);
      setState({ kind: "idle" });
      toast.success(t("admin.xapi.exported", { size: formatMegabytes(blob.size) }));
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error, t("admin.xapi.sessionEnded")) });
    }
  }

  const running = state.kind === "running";
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button type="button" variant="outline" onClick={() => void exportLog()} disabled={running}>
        <DownloadIcon aria-hidden="true" />
        {running ? t("admin.xapi.exporting") : t("admin.xapi.export")}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {running ? t("admin.xapi.received", { size: formatMegabytes(state.bytes) }) : ""}
      </p>
      {state.kind === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
