import { usePaginatedQuery, useQuery } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { EntityHistory } from "./entity-history";
import { ExportXapiButton } from "./export-xapi-button";
import { dayBound, eventLabel, eventTypeOptions, parseEventType, type EventType } from "./event-types";
import { PAGE_SIZE, SEARCH_DELAY_MS } from "./roles";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { formatDate } from "@/lib/i18n/format";
import { useT } from "./i18n";

const PEOPLE_MATCHES = { numItems: 10, cursor: null };

/** The event log, newest first and live, filtered by type, course, person and dates. */
export function EventsTab() {
  const t = useT();
  const [type, setType] = useState("");
  const [courseId, setCourseId] = useState("");
  const [personSearch, setPersonSearch] = useState("");
  // The chosen person stays an option when the search text changes, so the select shows them.
  const [person, setPerson] = useState<{ id: Id<"users">; label: string } | null>(null);
  const personId = person?.id;
  const [personAs, setPersonAs] = useState<"actor" | "subject">("actor");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  // The entity whose history is open ("who changed this"), with what names it (worded when shown).
  const [entity, setEntity] = useState<{ key: string; type: EventType; name: string | null } | null>(null);
  const search = useDebouncedValue(personSearch.trim(), SEARCH_DELAY_MS);
  const courses = useQuery(api.courses.courses.teaching);
  const matches = useQuery(api.admin.admin.people, search ? { search, paginationOpts: PEOPLE_MATCHES } : "skip");
  const options = (matches?.page ?? []).map((match) => ({ id: match._id, label: `${match.name} (${match.email})` }));
  if (person !== null && !options.some((option) => option.id === person.id)) options.unshift(person);

  const types = useQuery(api.admin.admin.eventTypes) ?? [];
  const eventType = parseEventType(types, type);
  const from = dayBound(fromDay, false);
  const to = dayBound(toDay, true);
  const { results, status, loadMore } = usePaginatedQuery(
    api.admin.admin.events,
    {
      ...(eventType ? { type: eventType } : {}),
      ...(courseId ? { courseId: courseId as Id<"courses"> } : {}),
      ...(personId !== undefined ? { personId, personAs } : {}),
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    },
    { initialNumItems: PAGE_SIZE },
  );

  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="events-heading" className="text-xl font-semibold">
            {t("admin.events.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("admin.events.exportHint")}</p>
        </div>
        <ExportXapiButton />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="events-type">{t("admin.events.type")}</Label>
          <NativeSelect id="events-type" value={type} onChange={(event) => setType(event.target.value)}>
            <NativeSelectOption value="">{t("admin.events.allTypes")}</NativeSelectOption>
            {eventTypeOptions(types).map((entry) => (
              <NativeSelectOption key={entry.value} value={entry.value}>
                {entry.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="events-course">{t("admin.events.course")}</Label>
          <NativeSelect id="events-course" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
            <NativeSelectOption value="">{t("admin.events.allCourses")}</NativeSelectOption>
            {(courses ?? []).map((course) => (
              <NativeSelectOption key={course._id} value={course._id}>
                {course.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="events-person-search">{t("admin.events.findPerson")}</Label>
          <Input
            id="events-person-search"
            type="search"
            value={personSearch}
            onChange={(event) => setPersonSearch(event.target.value)}
            placeholder={t("admin.events.findPlaceholder")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="events-person">{t("admin.events.person")}</Label>
          <NativeSelect
            id="events-person"
            value={personId ?? ""}
            onChange={(event) => setPerson(options.find((option) => option.id === event.target.value) ?? null)}
          >
            <NativeSelectOption value="">{t("admin.events.anyone")}</NativeSelectOption>
            {options.map((option) => (
              <NativeSelectOption key={option.id} value={option.id}>
                {option.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="events-person-as">{t("admin.events.personAs")}</Label>
          <NativeSelect
            id="events-person-as"
            value={personAs}
            onChange={(event) => setPersonAs(event.target.value === "subject" ? "subject" : "actor")}
          >
            <NativeSelectOption value="actor">{t("admin.events.didIt")}</NativeSelectOption>
            <NativeSelectOption value="subject">{t("admin.events.wasAffected")}</NativeSelectOption>
          </NativeSelect>
        </div>
        <div className="flex gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="events-from">{t("admin.events.from")}</Label>
            <Input id="events-from" type="date" value={fromDay} onChange={(event) => setFromDay(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="events-to">{t("admin.events.to")}</Label>
            <Input id="events-to" type="date" value={toDay} onChange={(event) => setToDay(event.target.value)} />
          </div>
        </div>
      </div>
      {entity !== null && (
        <EntityHistory
          entityKey={entity.key}
          title={[eventLabel(entity.type), entity.name].filter(Boolean).join(" · ")}
          onClose={() => setEntity(null)}
        />
      )}
      {status === "LoadingFirstPage" ? (
        <p role="status">{t("admin.events.loading")}</p>
      ) : results.length === 0 ? (
        <p role="status">{status === "Exhausted" ? t("admin.events.none") : t("admin.events.noneOnPage")}</p>
      ) : (
        <ol aria-label={t("admin.events.list")} className="divide-y rounded-lg border">
          {results.map((event) => (
            <li key={event._id} className="grid gap-1 p-3 text-sm sm:grid-cols-[12rem_1fr]">
              <time dateTime={new Date(event.at).toISOString()} className="text-muted-foreground">
                {formatDate(event.at)}
              </time>
              <div>
                <p>
                  <span className="font-semibold">{eventLabel(event.type)}</span>
                  {event.actorName !== null && <> {t("admin.events.by", { name: event.actorName })}</>}
                  {event.subjectName !== null && event.subjectName !== event.actorName && <> · {event.subjectName}</>}
                  {event.courseName !== null && <> · {event.courseName}</>}
                </p>
                {event.detail !== "" && <p className="text-muted-foreground break-all">{event.detail}</p>}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  aria-label={t("admin.events.historyLabel", { event: eventLabel(event.type) })}
                  onClick={() =>
                    setEntity({ key: event.entityKey, type: event.type, name: event.subjectName ?? event.courseName })
                  }
                >
                  {t("admin.events.history")}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button variant="outline" disabled={status === "LoadingMore"} onClick={() => loadMore(PAGE_SIZE)}>
          {t("admin.loadMore")}
        </Button>
      )}
    </section>
  );
}
