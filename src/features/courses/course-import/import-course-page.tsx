import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatList, formatNumber } from "@/lib/i18n/format";
import { isStaff, useProfile } from "@/lib/me";
import { uploadFile } from "@/lib/upload";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  courseExportSchema,
  exportProblems,
  exportSummary,
  IMPORT_MAX_CHARS,
  IMPORT_TOO_LARGE,
  type CourseExport,
} from "@convex/shared/courseExportFormat";
import { AssignmentDates, shiftedRows, todayIso, type DateRow } from "../course-copy/assignment-dates";
import { useT } from "../manage/i18n";
import { StaffOnlyCard } from "../shared/course-states";

/** /importcourse (ADR 0069): teachers and Admins import a course export as a new course of theirs. */
export function ImportCoursePage() {
  const t = useT();
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label={t("coursesManage.common.loadingProfile")} />;
  const allowed = profile !== null && isStaff(profile.role);
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow={t("coursesManage.common.teach")}
          title={t("coursesManage.import.title")}
          description={allowed ? t("coursesManage.import.description") : undefined}
        />
        {allowed ? <ImportForm /> : <StaffOnlyCard title={t("coursesManage.import.staffOnly")} />}
      </div>
    </PageContainer>
  );
}

/** `problems`: the server's messages (worded when shown), or "notJson" for a file that is not JSON. */
type Picked = { fileName: string; doc: CourseExport } | { fileName: string; problems: readonly string[] | "notJson" };

/** Reads a picked file: the document when it is a valid export, else where and what is wrong. */
async function readExport(file: File): Promise<Picked> {
  let value: unknown;
  try {
    value = JSON.parse(await file.text());
  } catch {
    return { fileName: file.name, problems: "notJson" };
  }
  const parsed = courseExportSchema.safeParse(value);
  return parsed.success
    ? { fileName: file.name, doc: parsed.data }
    : { fileName: file.name, problems: exportProblems(value) };
}

/** The base64 bytes of an embedded file as a File to upload. */
function fileOf(data: string, name: string, type: string): File {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

function ImportForm() {
  const t = useT();
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [reading, setReading] = useState(false);

  async function pick(file: File | undefined) {
    setPicked(null);
    if (file === undefined) return;
    setReading(true);
    try {
      setPicked(await readExport(file));
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="bg-card grid gap-6 rounded-2xl border p-5 shadow-xs sm:p-8">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t("coursesManage.import.file")}</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </div>
      {reading && (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner aria-hidden="true" /> {t("coursesManage.import.reading")}
        </p>
      )}
      {picked !== null && "problems" in picked && (
        <div role="alert" className="border-destructive/50 grid gap-2 rounded-lg border p-4">
          <p className="font-medium">{t("coursesManage.import.cannotImport", { fileName: picked.fileName })}</p>
          <ul className="text-destructive list-disc ps-5 text-sm">
            {picked.problems === "notJson" ? (
              <li>{t("coursesManage.import.notJson")}</li>
            ) : (
              picked.problems.map((problem) => <li key={problem}>{wordMessage(problem)}</li>)
            )}
          </ul>
        </div>
      )}
      {picked !== null && "doc" in picked && <ImportPreview key={picked.fileName} doc={picked.doc} />}
    </div>
  );
}

function ImportPreview({ doc }: { doc: CourseExport }) {
  const t = useT();
  const importCourse = useMutation(api.courses.courseExport.importCourse);
  const navigate = useNavigate();
  const summary = exportSummary(doc);
  const dated = doc.assignments.map((a, i) => ({
    key: String(i),
    title: a.form.title,
    assignedDate: a.form.assignedDate,
    deadlineDate: a.form.deadlineDate,
  }));
  const [rows, setRows] = useState<DateRow[]>(() => shiftedRows(dated, todayIso()));
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setError(null);
    const text = doc.files.map(({ data: _data, ...file }) => file);
    if (JSON.stringify({ ...doc, files: text }).length > IMPORT_MAX_CHARS) {
      setError(IMPORT_TOO_LARGE);
      return;
    }
    try {
      const withBytes = doc.files.filter((file) => file.data !== undefined);
      const files: Array<{ ref: string; fileId: Id<"files"> }> = [];
      for (const [i, file] of withBytes.entries()) {
        setProgress(t("coursesManage.import.uploading", { index: i + 1, total: withBytes.length, name: file.name }));
        const fileId = await uploadFile(fileOf(file.data ?? "", file.name, file.contentType), file.purpose);
        files.push({ ref: file.id, fileId });
      }
      setProgress(t("coursesManage.import.saving"));
      const sent = {
        ...doc,
        assignments: doc.assignments.map((a, i) => ({
          ...a,
          form: { ...a.form, assignedDate: rows[i].assignedDate, deadlineDate: rows[i].deadlineDate },
        })),
        files: text,
      };
      const courseId = await importCourse({ doc: sent, files });
      toast.success(t("coursesManage.import.imported", { name: summary.name }));
      await navigate({ to: "/dashboard/$courseId/$courseName", params: { courseId, courseName: summary.name } });
    } catch (caught) {
      setError(errorMessage(caught, t("coursesManage.import.failed")));
    } finally {
      setProgress(null);
    }
  }

  const counts: Array<[string, number]> = [
    [t("coursesManage.common.lessons"), summary.lessons],
    [t("coursesManage.import.videos"), summary.videos],
    [t("coursesManage.common.assignments"), summary.assignments],
    [t("coursesManage.import.rubrics"), summary.rubrics],
    [t("coursesManage.import.quizQuestions"), summary.questions],
    [t("coursesManage.import.files"), summary.files],
  ];
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-5">
      <h2 id="import-preview-heading" className="text-lg font-semibold">
        {summary.name}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="text-xl font-semibold">{formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
      {summary.missingFiles.length > 0 && (
        <p className="text-sm">
          {t("coursesManage.import.missingFiles", {
            files: formatList(summary.missingFiles, { type: "unit", style: "short" }),
          })}
        </p>
      )}
      <AssignmentDates assignments={dated} rows={rows} onChange={setRows} />
      {error !== null && (
        <p role="alert" className="text-destructive text-sm">
          {wordMessage(error)}
        </p>
      )}
      {progress !== null && (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner aria-hidden="true" /> {progress}
        </p>
      )}
      <div className="flex justify-end">
        <Button disabled={progress !== null} onClick={() => void run()}>
          {progress !== null ? <Spinner aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
          {t("coursesManage.import.submit")}
        </Button>
      </div>
    </section>
  );
}
