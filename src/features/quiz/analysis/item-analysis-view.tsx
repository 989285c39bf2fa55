import { Link } from "@tanstack/react-router";
import type { FunctionReturnType } from "convex/server";
import { BarChart3Icon, ListPlusIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import type { api } from "@convex/_generated/api";
import { QUESTION_KIND_LABELS } from "@convex/shared/questionTypes";
import {
  basisText,
  DISCRIMINATION_EXPLAINED,
  DISCRIMINATION_METHOD,
  discriminationLabel,
  MIN_DISCRIMINATION_ANSWERS,
} from "@convex/shared/itemAnalysisRules";
import { ItemBarChart, type ChartPoint } from "./item-charts";

export type ItemAnalysisData = FunctionReturnType<typeof api.quiz.itemAnalysis.get>;
type Item = ItemAnalysisData["items"][number];

export const percent = (share: number) => `${Math.round(share * 100)}%`;
export const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const signed = (value: number) => value.toFixed(2).replace("-", "−");

/** "Lowest: Q3 (12%). Highest: Q1 (95%)." for a chart's text alternative. */
function extremes(name: string, points: readonly ChartPoint[], format: (value: number) => string): string {
  const shown = points.filter((p): p is { label: string; value: number } => p.value !== null);
  if (shown.length === 0) return `${name}: no figures yet.`;
  const low = shown.reduce((a, b) => (b.value < a.value ? b : a));
  const high = shown.reduce((a, b) => (b.value > a.value ? b : a));
  return `${name} per question. Lowest: ${low.label} (${format(low.value)}). Highest: ${high.label} (${format(high.value)}). Every figure is in the table below.`;
}

/** The figures of a course's own quiz: three charts and the table that carries them all. */
export function ItemAnalysisView({ data, courseId }: { data: ItemAnalysisData; courseId: string }) {
  if (data.items.length === 0) {
    return (
      <StateCard
        icon={<ListPlusIcon aria-hidden="true" />}
        title="This course has no questions of its own yet"
        titleAs="h2"
        role="status"
        actions={
          <Button asChild>
            <Link to="/quizbank" search={{ course: courseId }}>
              Write questions
            </Link>
          </Button>
        }
      >
        <p>Item analysis covers the questions you write in the course's quiz bank.</p>
      </StateCard>
    );
  }
  if (data.answersRead === 0) {
    return (
      <StateCard icon={<BarChart3Icon aria-hidden="true" />} title="No answers yet" titleAs="h2" role="status">
        <p>The figures appear here as students answer this course's quiz.</p>
      </StateCard>
    );
  }
  const label = (item: Item) => `Q${item.position}`;
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
          title="Share correct"
          summary={extremes("Share correct", share, percent)}
          points={share}
          domain={[0, 1]}
          ticks={[0, 0.25, 0.5, 0.75, 1]}
          format={percent}
        />
        <ItemBarChart
          title="Median time taken"
          summary={extremes("Median time taken", time, (s) => seconds(s * 1000))}
          points={time}
          domain={[0, top]}
          ticks={[0, 1, 2, 3, 4, 5].map((n) => (n * top) / 5)}
          format={(s) => `${Math.round(s * 10) / 10} s`}
        />
        <ItemBarChart
          title="Discrimination"
          summary={extremes("Discrimination", discrimination, signed)}
          points={discrimination}
          domain={[-1, 1]}
          ticks={[-1, -0.5, 0, 0.5, 1]}
          format={signed}
          empty={`Too few answers from finished attempts yet: a question needs ${MIN_DISCRIMINATION_ANSWERS}.`}
        />
      </div>
      <section aria-labelledby="discrimination-method" className="bg-secondary rounded-xl px-4 py-3 text-sm">
        <h2 id="discrimination-method" className="font-semibold">
          Discrimination: {DISCRIMINATION_METHOD}
        </h2>
        <p>{DISCRIMINATION_EXPLAINED}</p>
      </section>
      <ItemTable items={data.items} />
    </div>
  );
}

function ItemTable({ items }: { items: readonly Item[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border" tabIndex={0} role="region" aria-label="Figures per question">
      {/* Wide screens wrap long cells; phones scroll the table inside its region. */}
      <table className="w-full min-w-max text-sm lg:min-w-0">
        <caption className="sr-only">Item analysis per question</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {[
              "Question",
              "Right answer",
              "Answers",
              "Share correct",
              "Median time",
              "Wrong answer given most",
              "Discrimination",
            ].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <tr key={item.questionKey}>
              <th scope="row" className="max-w-xs px-3 py-2 text-left align-top font-medium whitespace-normal">
                Q{item.position}. {item.question}
                <span className="text-muted-foreground block text-xs font-normal">
                  {QUESTION_KIND_LABELS[item.kind]}
                </span>
              </th>
              <td className="max-w-48 px-3 py-2 align-top whitespace-normal">{item.rightAnswer}</td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.answers}
                {item.timedOut > 0 && (
                  <span className="text-muted-foreground block text-xs">{item.timedOut} timed out</span>
                )}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.meanCredit === null ? "—" : percent(item.meanCredit)}
              </td>
              <td className="px-3 py-2 align-top tabular-nums">
                {item.medianMs === null ? "—" : seconds(item.medianMs)}
              </td>
              <td className="max-w-48 px-3 py-2 align-top whitespace-normal">
                {item.mostWrong === null ? "—" : `${item.mostWrong.answer} (${item.mostWrong.count}×)`}
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
