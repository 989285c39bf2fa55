import { Link } from "@tanstack/react-router";
import type { FunctionReturnType } from "convex/server";
import { BarChart3Icon, ListPlusIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import type { api } from "@convex/_generated/api";
import {
  discriminationBand,
  MIN_DISCRIMINATION_ANSWERS,
  type DiscriminationBand,
} from "@convex/shared/itemAnalysisRules";
import { formatNumber } from "@/lib/i18n/format";
import { t, useT } from "../i18n";
import { numberWords } from "@/lib/words/question-words";
import { kindLabel, trueFalseOption } from "../shared/words";
import { ItemBarChart, type ChartPoint } from "./item-charts";

export type ItemAnalysisData = FunctionReturnType<typeof api.quiz.itemAnalysis.get>;
type Item = ItemAnalysisData["items"][number];
type AnswerShown = Item["rightAnswer"];

export const percent = (share: number) => formatNumber(share, { style: "percent", maximumFractionDigits: 0 });
export const seconds = (ms: number) =>
  t("quiz.duration.seconds", { seconds: formatNumber(Math.round(ms / 100) / 10, { maximumFractionDigits: 1 }) });
const signed = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace("-", "−");

/** The words of each band of a discrimination (`discriminationBand`). */
const BAND_WORDS = {
  well: "quiz.analysis.bandWell",
  fair: "quiz.analysis.bandFair",
  weak: "quiz.analysis.bandWeak",
  check: "quiz.analysis.bandCheck",
  tooFew: "quiz.analysis.bandTooFew",
} as const satisfies Record<DiscriminationBand, string>;

/** The band's label of a discrimination; "Too few answers" when there is none. */
const discriminationLabel = (value: number | null) => t(BAND_WORDS[discriminationBand(value)]);

/** "Based on the latest 500 answers", as the screen says where its figures come from. */
function basisText(answers: number, window: number): string {
  if (answers === 0) return t("quiz.analysis.basisNone");
  return answers >= window
    ? t("quiz.analysis.basisLatest", { window: formatNumber(window) })
    : t("quiz.analysis.basisAll", { count: answers });
}

/**
 * An answer of the analysis (the key, the wrong one given most) in the reader's language: the
 * teacher's or the student's words as they are; a number in the reader's digits ("3,2 ± 0,5"); an
 * option by number as True/False, or as "Option 5" when the question no longer has it.
 */
function answerWords(item: Item, answer: AnswerShown): string {
  if ("text" in answer) return answer.text;
  if ("number" in answer) return numberWords(answer.number, answer.tolerance);
  return item.kind === "truefalse"
    ? trueFalseOption(answer.option)
    : t("quiz.form.option", { number: formatNumber(answer.option) });
}

/** "Lowest: Q3 (12%). Highest: Q1 (95%)." for a chart's text alternative. */
function extremes(name: string, points: readonly ChartPoint[], format: (value: number) => string): string {
  const shown = points.filter((p): p is { label: string; value: number } => p.value !== null);
  if (shown.length === 0) return t("quiz.analysis.noFigures", { name });
  const low = shown.reduce((a, b) => (b.value < a.value ? b : a));
  const high = shown.reduce((a, b) => (b.value > a.value ? b : a));
  return t("quiz.analysis.extremes", {
    name,
    lowLabel: low.label,
    low: format(low.value),
    highLabel: high.label,
    high: format(high.value),
  });
}

/** The figures of a course's own quiz: three charts and the table that carries them all. */
export function ItemAnalysisView({ data, courseId }: { data: ItemAnalysisData; courseId: string }) {
  const t = useT();
  if (data.items.length === 0) {
    return (
      <StateCard
        icon={<ListPlusIcon aria-hidden="true" />}
        title={t("quiz.analysis.noQuestions")}
        titleAs="h2"
        role="status"
        actions={
          <Button asChild>
            <Link to="/quizbank" search={{ course: courseId }}>
              {t("quiz.analysis.writeQuestions")}
            </Link>
          </Button>
        }
      >
        <p>{t("quiz.analysis.coversOwn")}</p>
      </StateCard>
    );
  }
  if (data.answersRead === 0) {
    return (
      <StateCard
        icon={<BarChart3Icon aria-hidden="true" />}
        title={t("quiz.analysis.noAnswers")}
        titleAs="h2"
        role="status"
      >
        <p>{t("quiz.analysis.noAnswersBody")}</p>
      </StateCard>
    );
  }
  const label = (item: Item) => t("quiz.analysis.questionShort", { number: formatNumber(item.position) });
  const share = data.items.map((item) => ({ label: label(item), value: item.meanCredit }));
  // Seconds on the chart, a whole number of them at the top of its scale.
  const time = data.items.map((item) => ({
    label: label(item),
    value: item.medianMs === null ? null : item.medianMs / 1000,
  }));
  // The top of the time scale: a multiple of 5 seconds, marked every fifth of it.
  const top = 5 * Math.max(1, Math.ceil(Math.max(0, ...time.map((p) => p.value ?? 0)) / 5));
  const discrimination = data.items.map((item) => ({ label: label(item), value: item.discrimination }));
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">{basisText(data.answersRead, data.window)}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        <ItemBarChart
          title={t("quiz.analysis.shareCorrect")}
          summary={extremes(t("quiz.analysis.shareCorrect"), share, percent)}
          points={share}
          domain={[0, 1]}
          ticks={[0, 0.25, 0.5, 0.75, 1]}
          format={percent}
        />
        <ItemBarChart
          title={t("quiz.analysis.medianTimeTaken")}
          summary={extremes(t("quiz.analysis.medianTimeTaken"), time, (s) => seconds(s * 1000))}
          points={time}
          domain={[0, top]}
          ticks={[0, 1, 2, 3, 4, 5].map((n) => (n * top) / 5)}
          format={(s) => seconds(s * 1000)}
        />
        <ItemBarChart
          title={t("quiz.analysis.discrimination")}
          summary={extremes(t("quiz.analysis.discrimination"), discrimination, signed)}
          points={discrimination}
          domain={[-1, 1]}
          ticks={[-1, -0.5, 0, 0.5, 1]}
          format={signed}
          empty={t("quiz.analysis.tooFew", { count: formatNumber(MIN_DISCRIMINATION_ANSWERS) })}
        />
      </div>
      <section aria-labelledby="discrimination-method" className="bg-secondary rounded-xl px-4 py-3 text-sm">
        <h2 id="discrimination-method" className="font-semibold">
          {t("quiz.analysis.method")}
        </h2>
        <p>{t("quiz.analysis.explained")}</p>
      </section>
      <ItemTable items={data.items} />
    </div>
  );
}

function ItemTable({ items }: { items: readonly Item[] }) {
  const t = useT();
  return (
    <div
      className="overflow-x-auto rounded-2xl border"
      tabIndex={0}
      role="region"
      aria-label={t("quiz.analysis.figures")}
    >
      {/* Wide screens wrap long cells; phones scroll the table inside its region. */}
      <table className="w-full min-w-max text-sm lg:min-w-0">
        <caption className="sr-only">{t("quiz.analysis.caption")}</caption>
        <thead className="bg-muted/50 text-start">
          <tr>
            {(
              [
                "quiz.analysis.colQuestion",
                "quiz.analysis.colRight",
                "quiz.analysis.colAnswers",
                "quiz.analysis.colShare",
                "quiz.analysis.colMedian",
                "quiz.analysis.colMostWrong",
                "quiz.analysis.colDiscrimination",
              ] as const
            ).map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <tr key={item.questionKey}>
              <th scope="row" className="max-w-xs px-3 py-2 text-start align-top font-medium whitespace-normal">
                {t("quiz.analysis.questionShort", { number: formatNumber(item.position) })}. {item.question}
                <span className="text-muted-foreground block text-xs font-normal">{kindLabel(item.kind)}</span>
              </th>
              <td className="max-w-48 px-3 py-2 align-top whitespace-normal">{answerWords(item, item.rightAnswer)}</td>
              <td className="px-3 py-2 align-top tabular-nums">
                {formatNumber(item.answers)}
                {item.timedOut > 0 && (
                  <span className="text-muted-foreground block text-xs">
                    {t("quiz.analysis.timedOut", { count: formatNumber(item.timedOut) })}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.meanCredit === null ? "—" : percent(item.meanCredit)}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.medianMs === null ? "—" : seconds(item.medianMs)}
              </td>
              <td className="max-w-48 px-3 py-2 align-top whitespace-normal">
                {item.mostWrong === null
                  ? "—"
                  : t("quiz.analysis.mostWrong", {
                      answer: answerWords(item, item.mostWrong.answer),
                      count: formatNumber(item.mostWrong.count),
                    })}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.discrimination === null ? "—" : signed(item.discrimination)}
                <span className="text-muted-foreground block text-xs">{discriminationLabel(item.discrimination)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
