import { useMutation, useQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { StateCard } from "@/components/state-card";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { AccommodationRow } from "@convex/quiz/model/quizAccommodations";
import { TIME_ALLOWANCES, type TimeAllowance } from "@convex/shared/quizRules";
import { runAction } from "@/lib/run-action";
import { t as translate, useT } from "../i18n";

/** What each allowance is called on screen (catalog keys). */
const ALLOWANCE_LABELS = {
  standard: "quiz.allowance.standard",
  "x1.5": "quiz.allowance.x15",
  x2: "quiz.allowance.x2",
  untimed: "quiz.allowance.untimed",
} as const satisfies Record<TimeAllowance, string>;

/** The toast once a student's allowance is saved. */
const GRANTED_MESSAGES = {
  standard: "quiz.allowance.grantedStandard",
  "x1.5": "quiz.allowance.grantedX15",
  x2: "quiz.allowance.grantedX2",
  untimed: "quiz.allowance.grantedUntimed",
} as const satisfies Record<TimeAllowance, string>;

function isAllowance(value: string): value is TimeAllowance {
  return (TIME_ALLOWANCES as readonly string[]).includes(value);
}

/** Extra quiz time (WCAG 2.2.1) for each student enrolled in the course. */
export function AccommodationsPanel({ courseId }: { courseId: Id<"courses"> }) {
  const rows = useQuery(api.quiz.quizAccommodations.list, { courseId });
  const t = useT();

  return (
    <section aria-labelledby="accommodations-heading" className="grid gap-5">
      <div>
        <h2 id="accommodations-heading" className="text-xl font-semibold tracking-tight">
          {t("quiz.allowance.title")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t("quiz.allowance.description")}</p>
      </div>
      {rows === undefined ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={t("quiz.allowance.loading")}>
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : rows.length === 0 ? (
        <StateCard icon={<UsersIcon aria-hidden="true" />} title={t("quiz.allowance.none")} titleAs="h3">
          <p>{t("quiz.allowance.noneBody")}</p>
        </StateCard>
      ) : (
        <ul aria-label={t("quiz.allowance.students")} className="bg-card divide-y rounded-xl border">
          {rows.map((row) => (
            <AllowanceRow key={row.studentId} courseId={courseId} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AllowanceRow({ courseId, row }: { courseId: Id<"courses">; row: AccommodationRow }) {
  const setAllowance = useMutation(api.quiz.quizAccommodations.set);
  // The choice being saved; the server's value shows again once it answers. The select stays
  // enabled (a disabled one drops the keyboard focus); a change while saving is ignored.
  const [saving, setSaving] = useState<TimeAllowance | null>(null);
  const selectId = `allowance-${row.studentId}`;
  const t = useT();

  async function choose(value: string) {
    if (saving !== null || !isAllowance(value) || value === row.allowance) return;
    setSaving(value);
    await runAction(
      () => setAllowance({ courseId, studentId: row.studentId, allowance: value }),
      translate(GRANTED_MESSAGES[value], { name: row.studentName }),
      translate("quiz.allowance.notChanged"),
    );
    setSaving(null);
  }

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <label htmlFor={selectId} className="font-medium break-words">
        {row.studentName}
      </label>
      <div className="*:data-[slot=native-select-wrapper]:w-full sm:w-48">
        <NativeSelect
          id={selectId}
          value={saving ?? row.allowance}
          onChange={(event) => void choose(event.target.value)}
        >
          {TIME_ALLOWANCES.map((allowance) => (
            <NativeSelectOption key={allowance} value={allowance}>
              {t(ALLOWANCE_LABELS[allowance])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
