import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";

export type ChartPoint = { label: string; value: number | null };

/**
 * One figure per question as bars (Q1, Q2, …). The drawing is an image for assistive technology,
 * named by `summary`; the table beside it carries every figure (WCAG 1.1.1 text alternative).
 */
export function ItemBarChart({
  title,
  summary,
  points,
  domain,
  ticks,
  format,
  empty,
}: {
  title: string;
  summary: string;
  points: readonly ChartPoint[];
  domain: [number, number];
  /** The scale's marks (the domain's ends included). */
  ticks: number[];
  format: (value: number) => string;
  /** Said instead of the drawing when no question has a figure yet. */
  empty?: string;
}) {
  const data = points.map((point) => ({ label: point.label, value: point.value ?? 0, missing: point.value === null }));
  return (
    <figure className="bg-card grid gap-2 rounded-2xl border p-4">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {empty !== undefined && points.every((point) => point.value === null) ? (
        <p className="text-muted-foreground grid h-56 place-items-center px-4 text-center text-sm">{empty}</p>
      ) : (
        <div role="img" aria-label={summary} className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
              <YAxis
                domain={domain}
                ticks={ticks}
                tickFormatter={format}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                stroke="var(--muted-foreground)"
              />
              {domain[0] < 0 && <ReferenceLine y={0} stroke="var(--muted-foreground)" />}
              <Bar dataKey="value" radius={4} isAnimationActive={false}>
                {data.map((point) => (
                  <Cell
                    key={point.label}
                    fill={point.missing ? "transparent" : point.value < 0 ? "var(--destructive)" : "var(--primary)"}
                  />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
