import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { CheckCircle2Icon, FileUpIcon, LockIcon, UploadIcon } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { toast } from "@/lib/toast";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import { ROSTER } from "@convex/shared/rosterRules";
import { useT } from "./i18n";
import { PreviewTable } from "./preview-table";
import { MARKS, rich } from "@/lib/i18n/rich";

/** An example of the file (its column names are the ones the import reads, in English). */
const SAMPLE_CSV = "name,email,student number\nAna Lima,ana.lima@school.example,S-1001";

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
  const t = useT();
  return (
    <QueryBoundary
      key={props.courseId}
      fallback={(error) => (
        <PageContainer>
          <StateCard
            icon={<LockIcon aria-hidden="true" />}
            title={t("onboarding.page.cannotOpen")}
            size="page"
            role="alert"
          >
            <p>{errorMessage(error, t("onboarding.page.reload"))}</p>
          </StateCard>
        </PageContainer>
      )}
    >
      <RosterImport {...props} />
    </QueryBoundary>
  );
}

function RosterImport({ courseId, importKey, onStarted, onAnother }: Props) {
  const t = useT();
  const course = useQuery(api.courses.courses.get, { courseId });
  if (course === undefined) return <PageSpinner label={t("onboarding.page.loading")} />;
  const back = (
    <Button asChild variant="outline">
      <Link to="/courseoverview/$courseId/$courseName" params={{ courseId: course._id, courseName: course.name }}>
        {t("onboarding.page.back")}
      </Link>
    </Button>
  );
  return (
    <PageContainer>
      <PageHeader
        eyebrow={course.name}
        title={t("onboarding.page.title")}
        description={t("onboarding.page.description")}
        actions={back}
      />
      {!course.canManage ? (
        <StateCard icon={<LockIcon aria-hidden="true" />} title={t("onboarding.page.notAllowed")} />
      ) : importKey !== undefined ? (
        <ImportProgress importKey={importKey} onAnother={onAnother} />
      ) : (
        <ChooseFile courseId={courseId} onStarted={onStarted} />
      )}
    </PageContainer>
  );
}

function ChooseFile({ courseId, onStarted }: { courseId: string; onStarted: (importKey: string) => void }) {
  const t = useT();
  const ids = { file: useId(), text: useId(), help: useId() };
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileProblem(null);
    if (file === undefined) return;
    if (file.size > ROSTER.maxCsvChars) {
      setFileProblem(t("onboarding.choose.tooLarge", { max: formatNumber(ROSTER.maxRows) }));
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
          {t("onboarding.choose.title")}
        </h2>
        <p id={ids.help} className="text-muted-foreground text-sm">
          {rich(
            t("onboarding.choose.help", {
              name: MARKS[0],
              email: MARKS[1],
              number: MARKS[2],
              course: MARKS[3],
              max: formatNumber(ROSTER.maxRows),
            }),
            // The column names the import reads: the same in every language.
            /* eslint-disable lingui/no-unlocalized-strings -- column names of the file, not words to translate */
            [<strong>name</strong>, <strong>email</strong>, <strong>student number</strong>, <strong>course</strong>],
            /* eslint-enable lingui/no-unlocalized-strings */
          )}
        </p>
        <div className="grid gap-2">
          <Label htmlFor={ids.file}>{t("onboarding.choose.file")}</Label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={ids.help}
            onChange={(event) => void readFile(event)}
            className="file:bg-secondary file:text-secondary-foreground text-sm file:me-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:font-medium"
          />
          {fileProblem !== null && (
            <p role="alert" className="text-destructive text-sm">
              {fileProblem}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.text}>{t("onboarding.choose.paste")}</Label>
          <Textarea
            id={ids.text}
            rows={6}
            value={text}
            maxLength={ROSTER.maxCsvChars}
            placeholder={SAMPLE_CSV}
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
          {t("onboarding.choose.check")}
        </Button>
      </section>
      {checked !== null && <Preview courseId={courseId} csv={checked} onStarted={onStarted} />}
    </div>
  );
}

function Preview({ courseId, csv, onStarted }: { courseId: string; csv: string; onStarted: (key: string) => void }) {
  const t = useT();
  const preview = useQuery(api.onboarding.roster.preview, { courseId, csv });
  const start = useMutation(api.onboarding.roster.start);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  if (preview === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" />
        {t("onboarding.preview.checking")}
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
      toast.error(t("onboarding.preview.startFailed"), { description: errorMessage(error, t("onboarding.tryAgain")) });
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="bg-card grid gap-5 rounded-2xl border p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("onboarding.preview.title")}
      </h2>
      {preview.fileError !== null ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {wordMessage(preview.fileError)}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm">
            {rich(
              t("onboarding.preview.summary", {
                newCount: preview.counts.new,
                newMark: MARKS[0],
                existingMark: MARKS[1],
                errorCount: preview.counts.errors,
                errorMark: MARKS[2],
              }),
              [
                <strong>{formatNumber(preview.counts.new)}</strong>,
                <strong>{formatNumber(preview.counts.existing)}</strong>,
                <strong className="text-destructive">{formatNumber(preview.counts.errors)}</strong>,
              ],
            )}
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
            {importable === 0 ? t("onboarding.preview.nothing") : t("onboarding.preview.import", { count: importable })}
          </Button>
        </>
      )}
    </section>
  );
}

function ImportProgress({ importKey, onAnother }: { importKey: string; onAnother: () => void }) {
  const t = useT();
  const progress = useQuery(api.onboarding.roster.progress, { importKey });
  const labelId = useId();
  if (progress === undefined) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" />
        {t("onboarding.progress.loading")}
      </p>
    );
  }
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <section aria-labelledby={labelId} className="bg-card grid gap-5 rounded-2xl border p-5 shadow-sm sm:p-6">
      <h2 id={labelId} className="text-lg font-semibold">
        {progress.finished ? t("onboarding.progress.finished") : t("onboarding.progress.importing")}
      </h2>
      <Progress
        value={percent}
        aria-label={t("onboarding.progress.label")}
        aria-valuetext={t("onboarding.progress.valueText", {
          total: progress.total,
          done: formatNumber(progress.done),
          totalText: formatNumber(progress.total),
        })}
      />
      <p role="status" className="text-sm">
        {progress.finished && <CheckCircle2Icon className="text-primary me-1 inline size-4" aria-hidden="true" />}
        {rich(t("onboarding.progress.done", { total: progress.total, doneMark: MARKS[0], totalMark: MARKS[1] }), [
          <strong>{formatNumber(progress.done)}</strong>,
          <strong>{formatNumber(progress.total)}</strong>,
        ])}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={t("onboarding.progress.invited")} value={progress.invited} />
        <Figure label={t("onboarding.progress.enrolled")} value={progress.enrolled} />
        <Figure label={t("onboarding.progress.failed")} value={progress.failed} />
        <Figure label={t("onboarding.progress.claimed")} value={progress.claimed} />
      </dl>
      {progress.skipped > 0 && (
        <p className="text-muted-foreground text-sm">{t("onboarding.progress.skipped", { count: progress.skipped })}</p>
      )}
      {progress.failures.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">{t("onboarding.progress.failures")}</h3>
          <ul className="grid gap-2 text-sm">
            {progress.failures.map((failure) => (
              <li key={failure.index} className="border-destructive/40 rounded-lg border p-3">
                {rich(
                  t("onboarding.progress.failure", {
                    name: MARKS[0],
                    email: MARKS[1],
                    reason: wordMessage(failure.reason),
                  }),
                  [
                    <span className="font-medium">{failure.name}</span>,
                    <span className="break-all" dir="ltr">
                      {failure.email}
                    </span>,
                  ],
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {progress.finished && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onAnother}>
          {t("onboarding.progress.another")}
        </Button>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{formatNumber(value)}</dd>
    </div>
  );
}
