import { useMutation } from "convex/react";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { t as translate, useT } from "../i18n";
import { formatScore } from "../shared/format";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RUBRIC_LIMITS, rubricMaxPoints, type RubricCriterion } from "@convex/shared/rubricRules";
import {
  blankCriterion,
  blankLevel,
  blankRubric,
  draftOf,
  draftTotal,
  moved,
  parseDraft,
  type CriterionDraft,
  type LevelDraft,
  type RubricDraft,
} from "./rubric-draft";

/** `focusNext` for "the first field with a message". */
const INVALID = "\u0000invalid";

/** A rubric of the course as `rubrics.list` gives it. */
export type CourseRubric = {
  _id: Id<"rubrics">;
  title: string;
  criteria: RubricCriterion[];
  maxPoints: number;
  usedBy: number;
};

/** What the editor hands back once saved. */
export type SavedRubric = { _id: Id<"rubrics">; title: string; criteria: RubricCriterion[]; maxPoints: number };

type Props = {
  courseId: Id<"courses">;
  /** The rubric to edit, or null for a new one. */
  rubric: CourseRubric | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (rubric: SavedRubric) => void;
};

/**
 * The rubric editor, in a dialog: a title and 1–12 criteria (add, remove, move up and down), each
 * with 2–6 levels (title, points, description), the total shown as it changes. Saves with
 * `rubrics.save` (a new rubric of the course, or the one opened); checked first with the shared
 * rules, each message beside its field. A refusal keeps everything typed.
 */
export function RubricEditor({ courseId, rubric, open, onOpenChange, onSaved }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed inset-x-2 top-2 bottom-2 z-50 mx-auto flex max-w-3xl flex-col rounded-xl border shadow-lg sm:inset-x-4 sm:top-8 sm:bottom-8">
          {/* Mounted while open only: each opening starts from the rubric as saved. */}
          {open && (
            <EditorBody
              courseId={courseId}
              rubric={rubric}
              onClose={() => onOpenChange(false)}
              onSaved={(saved) => {
                onSaved(saved);
                onOpenChange(false);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorBody({
  courseId,
  rubric,
  onClose,
  onSaved,
}: {
  courseId: Id<"courses">;
  rubric: CourseRubric | null;
  onClose: () => void;
  onSaved: (rubric: SavedRubric) => void;
}) {
  const t = useT();
  const save = useMutation(api.assignments.rubrics.save);
  const [draft, setDraft] = useState<RubricDraft>(() => (rubric === null ? blankRubric() : draftOf(rubric)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  // After a move, add or removal: the element to focus once the list has re-rendered.
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    if (focusNext === null) return;
    // After a refused save: the first field with a message, else the total (the rubric's own message).
    const target =
      focusNext === INVALID
        ? (bodyRef.current?.querySelector<HTMLElement>("[aria-invalid=true]") ??
          document.getElementById("rubric-total"))
        : document.getElementById(focusNext);
    target?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const total = draftTotal(draft);

  function update(change: (draft: RubricDraft) => RubricDraft) {
    setDraft((current) => change(current));
    setRefusal(null);
  }

  function updateCriterion(index: number, change: (criterion: CriterionDraft) => CriterionDraft) {
    update((current) => ({
      ...current,
      criteria: current.criteria.map((criterion, i) => (i === index ? change(criterion) : criterion)),
    }));
  }

  function updateLevel(index: number, levelIndex: number, change: Partial<LevelDraft>) {
    updateCriterion(index, (criterion) => ({
      ...criterion,
      levels: criterion.levels.map((level, i) => (i === levelIndex ? { ...level, ...change } : level)),
    }));
  }

  function move(index: number, by: -1 | 1) {
    const id = draft.criteria[index]?.id;
    update((current) => ({ ...current, criteria: moved(current.criteria, index, by) }));
    // Focus follows the criterion; at an end its button is disabled, so the other one takes it.
    const target = index + by;
    const atEnd = target === 0 || target === draft.criteria.length - 1;
    if (id !== undefined)
      setFocusNext(`rubric-${id}-${atEnd ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  }

  function addCriterion() {
    const criterion = blankCriterion();
    update((current) => ({ ...current, criteria: [...current.criteria, criterion] }));
    setFocusNext(fieldAria(`rubric-${criterion.id}-title`, undefined).id);
  }

  function removeCriterion(index: number) {
    update((current) => ({ ...current, criteria: current.criteria.filter((_, i) => i !== index) }));
    setFocusNext("rubric-add-criterion");
  }

  function addLevel(index: number) {
    const level = blankLevel();
    updateCriterion(index, (criterion) => ({ ...criterion, levels: [...criterion.levels, level] }));
    setFocusNext(fieldAria(`rubric-${level.id}-title`, undefined).id);
  }

  function removeLevel(index: number, levelIndex: number) {
    const criterion = draft.criteria[index];
    updateCriterion(index, (current) => ({ ...current, levels: current.levels.filter((_, i) => i !== levelIndex) }));
    if (criterion) setFocusNext(`rubric-${criterion.id}-add-level`);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The dialog renders in a portal, but React bubbles its submit to the assignment form around
    // the picker: stop it here.
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFocusNext(INVALID);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const rubricId = await save({
        courseId,
        ...(rubric === null ? {} : { rubricId: rubric._id }),
        ...parsed.rubric,
      });
      toast.success(translate(rubric === null ? "assignments.editor.saved" : "assignments.editor.changesSaved"));
      onSaved({
        _id: rubricId,
        title: parsed.rubric.title,
        criteria: parsed.rubric.criteria,
        maxPoints: rubricMaxPoints(parsed.rubric.criteria),
      });
    } catch (error) {
      setRefusal(errorMessage(error, translate("assignments.editor.notSaved")));
    } finally {
      setSaving(false);
    }
  }

  const rubricError = errors.criteria;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start justify-between gap-4 border-b p-4 sm:px-6">
        <div>
          <Dialog.Title className="text-lg font-semibold">
            {rubric === null ? t("assignments.editor.newTitle") : t("assignments.picker.edit")}
          </Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">
            {t("assignments.editor.description", {
              min: formatScore(RUBRIC_LIMITS.levelsMin),
              max: formatScore(RUBRIC_LIMITS.levelsMax),
            })}
            {rubric !== null && rubric.usedBy > 0 && <> {t("assignments.editor.usedBy", { count: rubric.usedBy })}</>}
          </Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <Button type="button" variant="ghost" size="icon" aria-label={t("assignments.editor.close")}>
            <XIcon aria-hidden="true" />
          </Button>
        </Dialog.Close>
      </div>

      <div ref={bodyRef} className="grid min-h-0 flex-1 gap-5 overflow-y-auto p-4 sm:px-6">
        <FormField name="rubric-title" label={t("assignments.editor.title")} error={errors.title}>
          <Input
            {...fieldAria("rubric-title", errors.title)}
            value={draft.title}
            maxLength={RUBRIC_LIMITS.title + 20}
            autoComplete="off"
            disabled={saving}
            onChange={(event) => update((current) => ({ ...current, title: event.target.value }))}
          />
        </FormField>

        <ol className="grid gap-4" aria-label={t("assignments.editor.criteria")}>
          {draft.criteria.map((criterion, index) => (
            <CriterionFields
              key={criterion.id}
              criterion={criterion}
              index={index}
              count={draft.criteria.length}
              errors={errors}
              disabled={saving}
              onTitle={(title) => updateCriterion(index, (current) => ({ ...current, title }))}
              onLevel={(levelIndex, change) => updateLevel(index, levelIndex, change)}
              onAddLevel={() => addLevel(index)}
              onRemoveLevel={(levelIndex) => removeLevel(index, levelIndex)}
              onMove={(by) => move(index, by)}
              onRemove={() => removeCriterion(index)}
            />
          ))}
        </ol>

        <div>
          <Button
            id="rubric-add-criterion"
            type="button"
            variant="outline"
            size="sm"
            disabled={saving || draft.criteria.length >= RUBRIC_LIMITS.criteriaMax}
            onClick={addCriterion}
          >
            <PlusIcon aria-hidden="true" />
            {t("assignments.editor.addCriterion")}
          </Button>
        </div>
      </div>

      <div className="grid gap-3 border-t p-4 sm:px-6">
        <p id="rubric-total" tabIndex={-1} className="text-sm font-semibold outline-none" aria-live="polite">
          {t("assignments.editor.total", { count: total })}
        </p>
        {rubricError && (
          <p role="alert" className="text-destructive text-sm font-medium">
            {rubricError}
          </p>
        )}
        {refusal && (
          <p role="alert" className="text-destructive text-sm font-medium">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={saving}>
            {t("assignments.common.cancel")}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner aria-hidden="true" />}
            {t("assignments.editor.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}

function CriterionFields({
  criterion,
  index,
  count,
  errors,
  disabled,
  onTitle,
  onLevel,
  onAddLevel,
  onRemoveLevel,
  onMove,
  onRemove,
}: {
  criterion: CriterionDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  disabled: boolean;
  onTitle: (title: string) => void;
  onLevel: (levelIndex: number, change: Partial<LevelDraft>) => void;
  onAddLevel: () => void;
  onRemoveLevel: (levelIndex: number) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const number = index + 1;
  const numbered = t("assignments.editor.criterion", { number: formatScore(number) });
  const name = criterion.title.trim() || numbered;
  const titleField = `rubric-${criterion.id}-title`;
  const titleError = errors[`criteria.${index}.title`];
  const levelsError = errors[`criteria.${index}.levels`];
  return (
    <li className="bg-card grid gap-3 rounded-lg border p-3 sm:p-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{numbered}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <FormField name={titleField} label={numbered} error={titleError} className="min-w-48 flex-1">
            <Input
              {...fieldAria(titleField, titleError)}
              value={criterion.title}
              autoComplete="off"
              disabled={disabled}
              onChange={(event) => onTitle(event.target.value)}
            />
          </FormField>
          <div className="flex gap-1">
            <Button
              id={`rubric-${criterion.id}-up`}
              type="button"
              variant="outline"
              size="icon"
              aria-label={t("assignments.editor.moveUp", { name })}
              disabled={disabled || index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              id={`rubric-${criterion.id}-down`}
              type="button"
              variant="outline"
              size="icon"
              aria-label={t("assignments.editor.moveDown", { name })}
              disabled={disabled || index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="text-destructive"
              aria-label={t("assignments.editor.remove", { name })}
              disabled={disabled || count <= RUBRIC_LIMITS.criteriaMin}
              onClick={onRemove}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        </div>

        <ol className="grid gap-3" aria-label={t("assignments.rubric.levelsOf", { title: name })}>
          {criterion.levels.map((level, levelIndex) => (
            <LevelFields
              key={level.id}
              level={level}
              label={t("assignments.editor.levelOf", { name, number: formatScore(levelIndex + 1) })}
              path={`criteria.${index}.levels.${levelIndex}`}
              errors={errors}
              disabled={disabled}
              canRemove={criterion.levels.length > RUBRIC_LIMITS.levelsMin}
              onChange={(change) => onLevel(levelIndex, change)}
              onRemove={() => onRemoveLevel(levelIndex)}
            />
          ))}
        </ol>
        {levelsError && <p className="text-destructive text-sm font-medium">{levelsError}</p>}
        <div>
          <Button
            id={`rubric-${criterion.id}-add-level`}
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled || criterion.levels.length >= RUBRIC_LIMITS.levelsMax}
            onClick={onAddLevel}
          >
            <PlusIcon aria-hidden="true" />
            {t("assignments.editor.addLevel", { name })}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

function LevelFields({
  level,
  label,
  path,
  errors,
  disabled,
  canRemove,
  onChange,
  onRemove,
}: {
  level: LevelDraft;
  label: string;
  path: string;
  errors: Record<string, string>;
  disabled: boolean;
  canRemove: boolean;
  onChange: (change: Partial<LevelDraft>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const field = (part: string) => `rubric-${level.id}-${part}`;
  const error = (part: string) => errors[`${path}.${part}`];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-start gap-2 border-s-2 ps-3 sm:grid-cols-[minmax(0,1fr)_6rem_auto]">
      <FormField
        name={field("title")}
        label={<Named prefix={label}>{t("assignments.editor.levelTitle")}</Named>}
        error={error("title")}
      >
        <Input
          {...fieldAria(field("title"), error("title"))}
          value={level.title}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormField>
      <FormField
        name={field("points")}
        label={<Named prefix={label}>{t("assignments.points.label")}</Named>}
        error={error("points")}
      >
        <Input
          {...fieldAria(field("points"), error("points"))}
          type="number"
          inputMode="numeric"
          min={RUBRIC_LIMITS.pointsMin}
          max={RUBRIC_LIMITS.pointsMax}
          step={1}
          value={level.points}
          disabled={disabled}
          onChange={(event) => onChange({ points: event.target.value })}
        />
      </FormField>
      <div className="flex h-full items-end pb-px">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={t("assignments.editor.remove", { name: label })}
          disabled={disabled || !canRemove}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <FormField
        name={field("description")}
        label={<Named prefix={label}>{t("assignments.editor.levelDescription")}</Named>}
        error={error("description")}
        className="col-span-3"
      >
        <Input
          {...fieldAria(field("description"), error("description"))}
          value={level.description}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
    </li>
  );
}

/** A visible label with the level it belongs to for screen readers: "Essay, level 1: Points". */
function Named({ prefix, children }: { prefix: string; children: string }) {
  const t = useT();
  return (
    <>
      <span className="sr-only">{t("assignments.editor.named", { prefix })} </span>
      {children}
    </>
  );
}
