import { useConvexConnectionState, useMutation } from "convex/react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { criterionMaxPoints, RUBRIC_LIMITS, type RubricCriterion } from "@convex/shared/rubricRules";
import { errorMessage, wordMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { dropDraft, readDraft, writeDraft, type GradeDraft } from "./drafts";
import { formatDateTime } from "@/lib/date-time";
import { draftFrom, draftTotal, gradeArgs, type GradeProblem } from "./grade-model";
import { graderKey } from "./keyboard";
import type { GraderWork } from "./types";
import { t as translate, useT } from "./i18n";

type SaveState =
  { kind: "idle" } | { kind: "saving"; offline: boolean } | { kind: "saved" } | { kind: "failed"; message: string };

type Props = {
  assignmentId: string;
  studentId: string;
  studentName: string;
  points: number;
  criteria: RubricCriterion[] | null;
  work: GraderWork;
  /** Put the focus on the first thing to grade when opened (moving on by keyboard). */
  focusOnOpen: boolean;
  /** Moves to the next student of the list ("Save and next"); null when this is the last. */
  onNext: (() => void) | null;
  /** Tells the list which students have a draft on this device. */
  onDraftsChange: () => void;
};

/**
 * The rubric (a radio group per criterion, with an optional comment each), the computed total, an
 * override with its reason, the feedback, and Save / Save and next. Everything typed goes to a
 * draft on this device at once (drafts.ts) and comes back after a reload or a lost connection; the
 * line under the title says whether the grade is saved or only kept here.
 */
export function GradePanel(props: Props) {
  const { assignmentId, studentId, studentName, points, criteria, work, focusOnOpen, onNext, onDraftsChange } = props;
  const t = useT();
  const saveGrade = useMutation(api.assignments.submissions.grade);
  const { isWebSocketConnected } = useConvexConnectionState();
  const current = work.current;
  const [draft, setDraft] = useState<GradeDraft>(
    () => readDraft(assignmentId, studentId) ?? draftFrom(criteria, current),
  );
  const [hasDraft, setHasDraft] = useState(() => readDraft(assignmentId, studentId) !== null);
  const [save, setSave] = useState<SaveState>({ kind: "idle" });
  const [problem, setProblem] = useState<GradeProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const savingRef = useRef(false);
  const ids = useId();

  // Another teacher's save (or ours landing) shows at once when nothing is being typed here.
  const currentKey = current === null ? null : `${current.gradedAt}:${current.grade}`;
  const [seenKey, setSeenKey] = useState(currentKey);
  if (seenKey !== currentKey) {
    setSeenKey(currentKey);
    if (!hasDraft) setDraft(draftFrom(criteria, current));
  }
  // What was typed last, for a save that comes before React has drawn it.
  const draftRef = useRef(draft);
  useLayoutEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const focusField = useCallback(
    (target: GradeProblem | null) => {
      const form = formRef.current;
      if (form === null) return;
      let element: HTMLElement | null = null;
      if (target === null || target.field === "rubric") {
        const criterion = target?.criterionId ?? criteria?.[0]?.id;
        const group = criterion === undefined ? null : form.querySelector(`[data-criterion="${criterion}"]`);
        element =
          group?.querySelector<HTMLInputElement>("input[type=radio]:checked") ??
          group?.querySelector<HTMLInputElement>("input[type=radio]") ??
          form.querySelector<HTMLElement>("[data-field=grade]");
      } else if (target.field === "comment") {
        element = form.querySelector(`[data-comment="${target.criterionId}"]`);
      } else {
        element = form.querySelector(`[data-field=${target.field}]`);
      }
      element?.focus();
    },
    [criteria],
  );

  useEffect(() => {
    if (focusOnOpen) focusField(null);
    // Only when this student's form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function change(update: (draft: GradeDraft) => GradeDraft) {
    const next = { ...update(draftRef.current), updatedAt: Date.now() };
    draftRef.current = next;
    writeDraft(assignmentId, studentId, next);
    setDraft(next);
    if (!hasDraft) {
      setHasDraft(true);
      onDraftsChange();
    }
    if (save.kind !== "saving") setSave({ kind: "idle" });
    setProblem(null);
  }

  async function submit(thenNext: boolean) {
    if (savingRef.current) return;
    const draft = draftRef.current;
    const checked = gradeArgs(criteria, points, draft);
    if (!checked.ok) {
      setProblem(checked.problem);
      focusField(checked.problem);
      return;
    }
    const offline = !isWebSocketConnected;
    savingRef.current = true;
    setSave({ kind: "saving", offline });
    const sentAt = draft.updatedAt;
    const sent = saveGrade({
      assignmentId: assignmentId as Id<"assignments">,
      studentId: studentId as Id<"users">,
      ...checked.args,
    }).then(
      () => {
        // The draft goes once the server has the grade, unless more was typed since.
        const kept = readDraft(assignmentId, studentId);
        if (kept === null || kept.updatedAt <= sentAt) dropDraft(assignmentId, studentId);
        onDraftsChange();
        return true;
      },
      (error: unknown) => {
        setSave({ kind: "failed", message: errorMessage(error, translate("grading.panel.tryAgain")) });
        return false;
      },
    );
    void sent.finally(() => (savingRef.current = false));
    if (thenNext && offline && onNext !== null) {
      // Queued by the Convex client until the connection is back; its draft stays here meanwhile.
      onNext();
      return;
    }
    if (await sent) {
      setHasDraft(false);
      setSave({ kind: "saved" });
      if (thenNext && onNext !== null) onNext();
    }
  }

  // The keys reach the latest form (one listener, kept pointing at this render's submit).
  const submitRef = useRef(submit);
  useLayoutEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const key = graderKey(event);
      if (key !== "save" && key !== "saveAndNext") return;
      event.preventDefault();
      void submitRef.current(key === "saveAndNext");
    }
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);

  const total = criteria === null ? null : draftTotal(criteria, draft);
  const statusId = `${ids}-status`;
  const errorId = `${ids}-error`;
  const invalid = (field: GradeProblem["field"], criterionId?: string) =>
    problem !== null && problem.field === field && (criterionId === undefined || problem.criterionId === criterionId);
  const aria = (field: GradeProblem["field"], criterionId?: string) =>
    invalid(field, criterionId) ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("grading.panel.formLabel", { name: studentName })}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <p id={statusId} role="status" aria-live="polite" className="text-sm">
        <SaveLine save={save} hasDraft={hasDraft} current={current} points={points} />
      </p>

      {criteria !== null &&
        criteria.map((criterion) => {
          const choice = draft.choices[criterion.id] ?? { levelId: null, comment: "" };
          const best = criterionMaxPoints(criterion);
          return (
            <fieldset
              key={criterion.id}
              data-criterion={criterion.id}
              className={cn(
                "grid gap-2 rounded-lg border p-3",
                invalid("rubric", criterion.id) && "border-destructive",
              )}
              {...(invalid("rubric", criterion.id) ? { "aria-describedby": errorId } : {})}
            >
              <legend className="px-1 text-sm font-semibold">
                {criterion.title}{" "}
                <span className="text-muted-foreground font-normal">{t("grading.panel.upTo", { points: best })}</span>
              </legend>
              <div className="grid gap-1">
                {criterion.levels.map((level) => {
                  const id = `${ids}-${criterion.id}-${level.id}`;
                  return (
                    <label
                      key={level.id}
                      htmlFor={id}
                      className="has-[:checked]:bg-secondary flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm"
                    >
                      <input
                        id={id}
                        type="radio"
                        className="accent-primary mt-1"
                        name={`${ids}-${criterion.id}`}
                        value={level.id}
                        checked={choice.levelId === level.id}
                        onChange={() =>
                          change((d) => ({
                            ...d,
                            choices: { ...d.choices, [criterion.id]: { ...choice, levelId: level.id } },
                          }))
                        }
                      />
                      <span className="grid">
                        <span>
                          <span className="font-medium">{level.title}</span> ·{" "}
                          {t("grading.panel.levelPoints", { points: level.points })}
                        </span>
                        {level.description !== "" && (
                          <span className="text-muted-foreground text-xs">{level.description}</span>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
              <label className="grid gap-1 text-sm">
                <span>
                  {t("grading.panel.commentOn", { criterion: criterion.title })}{" "}
                  <span className="text-muted-foreground">{t("grading.panel.optional")}</span>
                </span>
                <Textarea
                  data-comment={criterion.id}
                  rows={1}
                  className="min-h-9"
                  maxLength={RUBRIC_LIMITS.comment}
                  value={choice.comment}
                  {...aria("comment", criterion.id)}
                  onChange={(event) =>
                    change((d) => ({
                      ...d,
                      choices: { ...d.choices, [criterion.id]: { ...choice, comment: event.target.value } },
                    }))
                  }
                />
              </label>
            </fieldset>
          );
        })}

      {criteria !== null && (
        <div className="grid gap-2">
          <p className="text-sm" aria-live="polite">
            {t("grading.panel.total")}{" "}
            <span className="font-semibold">
              {total === null ? t("grading.panel.chooseEveryLevel") : t("grading.panel.totalValue", { total, points })}
            </span>
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-primary"
              checked={draft.override}
              onChange={(event) => {
                const override = event.target.checked;
                change((d) => ({
                  ...d,
                  override,
                  grade: override && d.grade === "" && total !== null ? String(total) : d.grade,
                }));
              }}
            />
            {t("grading.panel.override")}
          </label>
        </div>
      )}

      {(criteria === null || draft.override) && (
        <label className="grid gap-1 text-sm">
          <span>{t("grading.panel.gradeRange", { points })}</span>
          <Input
            data-field="grade"
            type="number"
            inputMode="decimal"
            min={ASSIGNMENT_LIMITS.gradeMin}
            max={points}
            step={0.1}
            className="w-32"
            value={draft.grade}
            {...aria("grade")}
            onChange={(event) => change((d) => ({ ...d, grade: event.target.value }))}
          />
        </label>
      )}
      {criteria !== null && draft.override && (
        <label className="grid gap-1 text-sm">
          <span>
            {t("grading.panel.reason")}{" "}
            <span className="text-muted-foreground">{t("grading.panel.reasonRequired")}</span>
          </span>
          <Textarea
            data-field="reason"
            rows={2}
            maxLength={RUBRIC_LIMITS.overrideReason}
            value={draft.reason}
            {...aria("reason")}
            onChange={(event) => change((d) => ({ ...d, reason: event.target.value }))}
          />
        </label>
      )}

      <label className="grid gap-1 text-sm">
        <span>{t("grading.panel.feedback")}</span>
        <Textarea
          data-field="feedback"
          rows={4}
          maxLength={ASSIGNMENT_LIMITS.feedback}
          value={draft.feedback}
          {...aria("feedback")}
          onChange={(event) => change((d) => ({ ...d, feedback: event.target.value }))}
        />
      </label>

      {problem !== null && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {wordMessage(problem.message)}
        </p>
      )}
      {save.kind === "failed" && (
        <p role="alert" className="text-destructive text-sm">
          {t("grading.panel.notSaved", { reason: save.message })}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.kind === "saving"}>
          {save.kind === "saving" && !save.offline && <Spinner aria-hidden="true" />}
          {t("grading.panel.save")}
        </Button>
        {onNext !== null && (
          <Button type="button" variant="outline" disabled={save.kind === "saving"} onClick={() => void submit(true)}>
            {t("grading.panel.saveAndNext")}
          </Button>
        )}
      </div>
    </form>
  );
}

function SaveLine({
  save,
  hasDraft,
  current,
  points,
}: {
  save: SaveState;
  hasDraft: boolean;
  current: GraderWork["current"];
  points: number;
}) {
  const t = useT();
  if (save.kind === "saving") {
    return save.offline ? (
      <span className="text-amber-800 dark:text-amber-300">{t("grading.panel.offline")}</span>
    ) : (
      <span className="text-muted-foreground">{t("grading.panel.saving")}</span>
    );
  }
  if (hasDraft) return <span className="text-amber-800 dark:text-amber-300">{t("grading.panel.draftKept")}</span>;
  if (current === null) {
    return save.kind === "saved" ? (
      <span className="font-semibold text-emerald-800 dark:text-emerald-300">{t("grading.panel.saved")}</span>
    ) : (
      <span className="text-muted-foreground">{t("grading.panel.notGraded")}</span>
    );
  }
  return (
    <span>
      <span className="font-semibold text-emerald-800 dark:text-emerald-300">{t("grading.panel.saved")}</span>{" "}
      <span className="text-muted-foreground">
        {t("grading.panel.savedBy", {
          grade: current.grade,
          points,
          grader: current.graderName || t("grading.panel.aTeacher"),
          date: formatDateTime(current.gradedAt),
        })}
      </span>
    </span>
  );
}
