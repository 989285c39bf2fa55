import { usePaginatedQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { useId, useState } from "react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/i18n/format";
import { SEARCH_PAUSE_MS, useDebouncedValue } from "@/lib/use-debounced-value";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { CLASS_ROSTER_PAGE, ROSTER_SEARCH_MAX } from "@convex/shared/classRosterRules";
import type { CourseView } from "../course-detail/types";
import { FILTER_CHOICES, percentText, SORT_CHOICES, sinceText, type RosterArgs, type RosterRow } from "./roster-format";
import { StudentDrawer } from "./student-drawer";
import { useWideScreen } from "./use-wide-screen";
import { ExportCsvButton } from "@/components/export-csv-button";
import { useT } from "../manage/i18n";

/**
 * The class roster (ADR 0068): every student of the course with their progress, quiz best, grade
 * average, late and missing work and last activity, live, sortable, filterable, a page at a time.
 * The course's teacher and Admins reach it from "Course progress".
 */
export function ClassRoster({ course, back }: { course: CourseView; back?: React.ReactNode }) {
  const t = useT();
  const [sortChoice, setSortChoice] = useState(SORT_CHOICES[0].value);
  const [filter, setFilter] = useState<RosterArgs["filter"]>("all");
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const [openStudent, setOpenStudent] = useState<Id<"users"> | null>(null);
  const ids = { search: useId(), filter: useId(), sort: useId() };
  const choice = SORT_CHOICES.find((c) => c.value === sortChoice) ?? SORT_CHOICES[0];
  const { results, status, loadMore } = usePaginatedQuery(
    api.courses.roster.page,
    { courseId: course._id, sort: choice.sort, order: choice.order, filter, search: debounced },
    { initialNumItems: CLASS_ROSTER_PAGE },
  );
  const narrowed = debounced.trim() !== "" || filter !== "all";
  const wide = useWideScreen();

  return (
    <PageContainer>
      {back}
      <PageHeader
        eyebrow={t("coursesManage.roster.eyebrow")}
        title={course.name}
        description={t("coursesManage.roster.description")}
        actions={
          <ExportCsvButton
            query={api.courses.roster.csv}
            args={{ courseId: course._id }}
            what={t("coursesManage.roster.exportWhat")}
          />
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>{t("coursesManage.roster.search")}</Label>
          <Input
            id={ids.search}
            type="search"
            placeholder={t("coursesManage.roster.searchPlaceholder")}
            maxLength={ROSTER_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.filter}>{t("coursesManage.roster.show")}</Label>
          <NativeSelect
            id={ids.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value as RosterArgs["filter"])}
          >
            {FILTER_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.sort}>{t("coursesManage.roster.sortBy")}</Label>
          <NativeSelect
            id={ids.sort}
            value={sortChoice}
            disabled={narrowed}
            onChange={(event) => setSortChoice(event.target.value)}
          >
            {SORT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {narrowed && (
        <p className="text-muted-foreground mb-3 text-sm">
          {debounced.trim() !== "" ? t("coursesManage.roster.bestMatchesFirst") : t("coursesManage.roster.filterOrder")}
        </p>
      )}
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 py-8">
          <Spinner aria-hidden="true" /> {t("coursesManage.roster.loading")}
        </p>
      ) : results.length === 0 ? (
        <StateCard
          role="status"
          icon={<UsersIcon aria-hidden="true" />}
          title={narrowed ? t("coursesManage.roster.noMatch") : t("coursesManage.roster.noStudents")}
        >
          <p>{narrowed ? t("coursesManage.roster.tryAnother") : t("coursesManage.roster.appearAsTheyEnrol")}</p>
        </StateCard>
      ) : (
        <>
          {wide ? (
            <RosterTable rows={results} onOpen={setOpenStudent} />
          ) : (
            <RosterCards rows={results} onOpen={setOpenStudent} />
          )}
          {status !== "Exhausted" && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" disabled={status === "LoadingMore"} onClick={() => loadMore(CLASS_ROSTER_PAGE)}>
                {status === "LoadingMore" && <Spinner aria-hidden="true" />}
                {t("coursesManage.roster.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
      <StudentDrawer courseId={course._id} userId={openStudent} onClose={() => setOpenStudent(null)} />
    </PageContainer>
  );
}

function RosterTable({ rows, onOpen }: { rows: RosterRow[]; onOpen: (userId: Id<"users">) => void }) {
  const t = useT();
  const now = Date.now();
  return (
    // A narrow screen scrolls the table sideways; the region is focusable so keyboards can too.
    <div
      role="region"
      aria-label={t("coursesManage.roster.students")}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="bg-muted/50 text-start">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("coursesManage.roster.student")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("coursesManage.roster.lessonsDone")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("coursesManage.roster.quizBest")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("coursesManage.roster.grade")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("coursesManage.roster.late")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("coursesManage.roster.missing")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("coursesManage.roster.lastActive")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="border-t" data-testid="roster-row">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <button
                  type="button"
                  className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline"
                  onClick={() => onOpen(row.userId)}
                >
                  {row.name}
                </button>
                <span className="text-muted-foreground block text-xs break-all">{row.email}</span>
              </th>
              <td className="px-3 py-2">
                <span className="whitespace-nowrap">
                  {t("coursesManage.roster.lessonsOf", { done: row.lessonsDone, total: row.totalLessons })}
                </span>
                <span className="text-muted-foreground"> ({percentText(row.percent)})</span>
              </td>
              <td className="px-3 py-2 text-end">{percentText(row.quizBest)}</td>
              <td className="px-3 py-2 text-end">{percentText(row.gradeAverage)}</td>
              <td className="px-3 py-2 text-end">{row.lateCount}</td>
              <td
                className={
                  row.missingCount > 0 ? "text-destructive px-3 py-2 text-end font-medium" : "px-3 py-2 text-end"
                }
              >
                {row.missingCount}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={new Date(row.lastActivityAt).toISOString()}>{sinceText(row.lastActivityAt, now)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The roster on a phone: a card per student with the table's figures, labelled. */
function RosterCards({ rows, onOpen }: { rows: RosterRow[]; onOpen: (userId: Id<"users">) => void }) {
  const t = useT();
  const now = Date.now();
  return (
    <ul aria-label={t("coursesManage.roster.students")} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.userId} className="bg-card rounded-lg border p-3" data-testid="roster-row">
          <button
            type="button"
            className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline"
            onClick={() => onOpen(row.userId)}
          >
            {row.name}
          </button>
          <span className="text-muted-foreground block text-xs break-all">{row.email}</span>
          <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <CardFigure
              label={t("coursesManage.roster.lessonsDone")}
              value={t("coursesManage.roster.lessonsOf", { done: row.lessonsDone, total: row.totalLessons })}
            />
            <CardFigure label={t("coursesManage.roster.quizBest")} value={percentText(row.quizBest)} />
            <CardFigure label={t("coursesManage.roster.grade")} value={percentText(row.gradeAverage)} />
            <CardFigure label={t("coursesManage.roster.late")} value={formatNumber(row.lateCount)} />
            <CardFigure
              label={t("coursesManage.roster.missing")}
              value={formatNumber(row.missingCount)}
              alert={row.missingCount > 0}
            />
            <CardFigure label={t("coursesManage.roster.lastActive")} value={sinceText(row.lastActivityAt, now)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function CardFigure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={alert ? "text-destructive font-medium" : undefined}>{value}</dd>
    </div>
  );
}
