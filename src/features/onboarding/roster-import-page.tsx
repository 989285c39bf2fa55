import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { CheckCircle2Icon, FileUpIcon, LockIcon, UploadIcon } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { ROSTER } from "@convex/shared/rosterRules";
import { PreviewTable } from "./preview-table";

type Props = {
  courseId: string;
  importKey?: string;
  onStarted: (importKey: string) => void;
  onAnother: () => void;
};

/**
 * Roster import (/roster/<courseId>, docs/onboarding.md): a CSV uploaded or pasted, a preview with
 * each row's problem before anything is written, a confirmation, then the import's progress live.
 */
export function RosterImportPage(props: Props) {
  return (
    <QueryBoundary
      key={props.courseId}
      fallback={(error) => (
        <PageContainer>
          <StateCard
            icon={<LockIcon aria-hidden="true" />}
            title="This course cannot be opened"
            size="page"
            role="alert"
          >
            <p>{errorMessage(error, "Please reload the page.")}</p>
          </StateCard>
        </PageContainer>
      )}
    >
      <RosterImport {...props} />
    </QueryBoundary>
  );
}

function RosterImport({ courseId, importKey, onStarted, onAnother }: Props) {
  const course = useQuery(api.courses.courses.get, { courseId });
  if (course === undefined) return <PageSpinner label="Loading the course" />;
  const back = (
    <Button asChild variant="outline">
      <Link to="/courseoverview/$courseId/$courseName" params={{ courseId: course._id, courseName: course.name }}>
        Back to the course
      </Link>
    </Button>
  );
  return (
    <PageContainer>
      <PageHeader
        eyebrow={course.name}
        title="Import students"
        description="Add a class from a CSV file: new people get an invitation by e-mail to choose a password, people who already have an account are enrolled."
        actions={back}
      />
      {!course.canManage ? (
        <StateCard
          icon={<LockIcon aria-hidden="true" />}
          title="Only this course's teacher or an Admin imports students"
        />
      ) : importKey !== undefined ? (
        <ImportProgress importKey={importKey} onAnother={onAnother} />
      ) : (
        <ChooseFile courseId={courseId} onStarted={onStarted} />
      )}
    </PageContainer>
  );
}

function ChooseFile({ courseId, onStarted }: { courseId: string; onStarted: (importKey: string) => void }) {
  const ids = { file: useId(), text: useId(), help: useId() };
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileProblem(null);
    if (file === undefined) return;
    if (file.size > ROSTER.maxCsvChars) {
      setFileProblem(`The file is too large: at most ${ROSTER.maxRows.toLocaleString("en")} rows.`);
      return;
    }
    const content = await file.text();
    setText(content);
    setChecked(content);
  }

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby={`${ids.help}-heading`}
        className="bg-card grid gap-5 rounded-2xl border p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${ids.help}-heading`} className="text-lg font-semibold">
          1. Choose the roster
        </h2>
        <p id={ids.help} className="text-muted-foreground text-sm">
          One person per line with the columns <strong>name</strong>, <strong>email</strong> and, if you like,{" "}
          <strong>student number</strong>. Admins may add a <strong>course</strong> column to import into several
          courses. At most {ROSTER.maxRows.toLocaleString("en")} rows. Nothing is saved until you confirm.
        </p>
        <div className="grid gap-2">
          <Label htmlFor={ids.file}>CSV file</Label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={ids.help}
            onChange={(event) => void readFile(event)}
            className="file:bg-secondary file:text-secondary-foreground text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:font-medium"
          />
          {fileProblem !== null && (
            <p role="alert" className="text-destructive text-sm">
              {fileProblem}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.text}>Or paste it here</Label>
          <Textarea
            id={ids.text}
            rows={6}
            value={text}
            maxLength={ROSTER.maxCsvChars}
            placeholder={"name,email,student number\nAna Lima,ana.lima@school.example,S-1001"}
            onChange={(event) => setText(event.target.value)}
            className="font-mono"
          />
        </div>
        <Button
          type="button"
          className="justify-self-start"
          disabled={text.trim() === ""}
          onClick={() => setChecked(text)}
        >
          <FileUpIcon aria-hidden="true" />
          Check the roster
        </Button>
      </section>
      {checked !== null && <Preview courseId={courseId} csv={checked} onStarted={onStarted} />}
    </div>
  );
}

function Preview({ courseId, csv, onStarted }: { courseId: string; csv: string; onStarted: (key: string) => void }) {
  const preview = useQuery(api.onboarding.roster.preview, { courseId, csv });
  const start = useMutation(api.onboarding.roster.start);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  if (preview === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" />
        Checking each row
      </p>
    );
  }
  const importable = preview.counts.new + preview.counts.existing;

  async function confirm() {
    setBusy(true);
    try {
      const { importKey } = await start({ courseId, csv });
      onStarted(importKey);
    } catch (error) {
      toast.error("Could not start the import", { description: errorMessage(error, "Please try again.") });
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="bg-card grid gap-5 rounded-2xl border p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        2. Check and confirm
      </h2>
      {preview.fileError !== null ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {preview.fileError}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm">
            <strong>{preview.counts.new}</strong> new {preview.counts.new === 1 ? "person" : "people"} will be invited,{" "}
            <strong>{preview.counts.existing}</strong> with an account will be enrolled
            {preview.counts.errors > 0 && (
              <>
                , <strong className="text-destructive">{preview.counts.errors}</strong>{" "}
                {preview.counts.errors === 1 ? "row has a problem" : "rows have problems"} and will be skipped
              </>
            )}
            .
          </p>
          <PreviewTable rows={preview.rows} />
          <Button
            type="button"
            size="lg"
            className="justify-self-start"
            disabled={busy || importable === 0}
            onClick={() => void confirm()}
          >
            {busy ? <Spinner aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
            {importable === 0
              ? "Nothing to import"
              : `Import ${importable} ${importable === 1 ? "student" : "students"}`}
          </Button>
        </>
      )}
    </section>
  );
}

function ImportProgress({ importKey, onAnother }: { importKey: string; onAnother: () => void }) {
  const progress = useQuery(api.onboarding.roster.progress, { importKey });
  const labelId = useId();
  if (progress === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" />
        Loading the import
      </p>
    );
  }
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <section aria-labelledby={labelId} className="bg-card grid gap-5 rounded-2xl border p-5 shadow-sm sm:p-6">
      <h2 id={labelId} className="text-lg font-semibold">
        {progress.finished ? "Import finished" : "Importing…"}
      </h2>
      <Progress
        value={percent}
        aria-label="Rows imported"
        aria-valuetext={`${progress.done} of ${progress.total} rows`}
      />
      <p role="status" className="text-sm">
        {progress.finished && <CheckCircle2Icon className="text-primary mr-1 inline size-4" aria-hidden="true" />}
        <strong>{progress.done}</strong> of <strong>{progress.total}</strong> rows done
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Invited" value={progress.invited} />
        <Figure label="Enrolled" value={progress.enrolled} />
        <Figure label="Failed" value={progress.failed} />
        <Figure label="Invitations used" value={progress.claimed} />
      </dl>
      {progress.skipped > 0 && (
        <p className="text-muted-foreground text-sm">
          {progress.skipped} {progress.skipped === 1 ? "row" : "rows"} of the file had problems and{" "}
          {progress.skipped === 1 ? "was" : "were"} not imported.
        </p>
      )}
      {progress.failures.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">Rows that failed</h3>
          <ul className="grid gap-2 text-sm">
            {progress.failures.map((failure) => (
              <li key={failure.index} className="border-destructive/40 rounded-lg border p-3">
                <span className="font-medium">{failure.name}</span> <span className="break-all">({failure.email})</span>
                : {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {progress.finished && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onAnother}>
          Import another file
        </Button>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}
