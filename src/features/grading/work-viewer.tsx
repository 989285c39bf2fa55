import { DownloadIcon, FileIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { NativeSelect } from "@/components/ui/native-select";
import { FileLink, useFileUrl } from "@/lib/file-links";
import { fileSize } from "@/lib/words/file-words";
import { formatDateTime } from "@/lib/date-time";
import type { GraderVersion } from "./types";
import { useT } from "./i18n";

// Loaded only when a paper of that kind is opened: pdf.js and mammoth never reach other pages.
const PdfViewer = lazy(() => import("./pdf-viewer"));
const DocxViewer = lazy(() => import("./docx-viewer"));

export const PDF = "application/pdf";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Props = {
  assignmentId: string;
  studentId: string;
  studentName: string;
  versions: GraderVersion[];
};

/**
 * The student's work, shown in the page: a PDF in pdf.js's viewer, a DOCX as sanitized HTML, other
 * kinds (DOC) as a download with its readable name. Versions are newest first; an earlier one can
 * be picked.
 */
export function WorkViewer({ assignmentId, studentId, studentName, versions }: Props) {
  const t = useT();
  const [picked, setPicked] = useState<number | null>(null);
  const version = versions.find((v) => v.version === picked) ?? versions[0];
  if (version === undefined) {
    return (
      <div role="status" className="bg-muted/40 text-muted-foreground rounded-lg border border-dashed p-8 text-center">
        {t("grading.work.nothingHandedIn", { name: studentName })}
      </div>
    );
  }
  const file = { kind: "submission", assignmentId, studentId, version: version.version } as const;
  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <FileIcon className="text-muted-foreground size-4" aria-hidden="true" />
        <span className="min-w-0 font-medium break-all">{version.name}</span>
        <span className="text-muted-foreground">
          {t(version.late ? "grading.work.handedInLate" : "grading.work.handedIn", {
            size: fileSize(version.size),
            date: formatDateTime(version.submittedAt),
          })}
        </span>
        <FileLink
          file={file}
          disposition="attachment"
          className="text-primary inline-flex items-center gap-1 underline"
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          {t("grading.work.download")} <span className="sr-only">{version.name}</span>
        </FileLink>
        {versions.length > 1 && (
          <span className="flex items-center gap-2">
            <label htmlFor="grader-version">{t("grading.work.version")}</label>
            <NativeSelect
              id="grader-version"
              size="sm"
              value={version.version}
              onChange={(event) => setPicked(Number(event.target.value))}
            >
              {versions.map((v, index) => (
                <option key={v.version} value={v.version}>
                  {index === 0 ? t("grading.work.current", { version: v.version }) : v.version}
                </option>
              ))}
            </NativeSelect>
          </span>
        )}
      </div>
      <InlineFile key={`${studentId}:${version.version}`} file={file} version={version} />
    </div>
  );
}

type SubmissionRef = { kind: "submission"; assignmentId: string; studentId: string; version: number };

function InlineFile({ file, version }: { file: SubmissionRef; version: GraderVersion }) {
  const t = useT();
  const kind = version.contentType === PDF ? "pdf" : version.contentType === DOCX ? "docx" : "other";
  if (kind === "other") {
    return (
      <p className="bg-muted/40 rounded-lg border p-6 text-sm">
        {t("grading.work.cannotShow")}{" "}
        <FileLink file={file} disposition="attachment" className="text-primary underline">
          {version.name}
        </FileLink>
      </p>
    );
  }
  return <InlineViewer file={file} version={version} kind={kind} />;
}

function InlineViewer({ file, version, kind }: { file: SubmissionRef; version: GraderVersion; kind: "pdf" | "docx" }) {
  const t = useT();
  const link = useFileUrl(file, "inline");
  // The first address is kept: a renewed one (before expiry) must not reload the open document.
  const [url, setUrl] = useState<string | undefined>(undefined);
  if (url === undefined && link.url !== undefined) setUrl(link.url);
  if (url === undefined && link.error !== undefined) {
    return (
      <p role="alert" className="text-destructive rounded-lg border p-6 text-sm">
        {t("grading.work.openFailed", { error: link.error })}
      </p>
    );
  }
  const loading = <Skeleton className="h-96 w-full" role="status" aria-label={t("grading.work.loading")} />;
  if (url === undefined) return loading;
  return (
    <Suspense fallback={loading}>
      {kind === "pdf" ? <PdfViewer url={url} title={version.name} /> : <DocxViewer url={url} title={version.name} />}
    </Suspense>
  );
}
