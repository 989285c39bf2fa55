/**
 * Every projector (ADR 0049), in the order they apply an event: the entities first, then what is
 * derived from them (notifications, activity). `project` runs for each emitted event in its
 * transaction, and again for every event of the log on replay (convex/projections.ts).
 */
import type { TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventDoc, EventType } from "./types";
import { accountsProjector } from "../accounts/projector";
import { announcementsProjector } from "../announcements/projector";
import { assignmentsProjector } from "../assignments/projector";
import { calendarProjector } from "../calendar/projector";
import { chatProjector } from "../chat/projector";
import { coursesProjector } from "../courses/projector";
import { gamesProjector } from "../games/projector";
import type { Handler, ProjectOptions, Projector } from "./projector";
import { notificationsProjector } from "../notifications/projector";
import { onboardingProjector } from "../onboarding/projector";
import { quizProjector } from "../quiz/projector";
import { itemsProjector } from "../quiz/projector/items";
import { rosterProjector } from "../courses/projector/roster";

type ProjectedTable = { projector: string; identity: readonly string[] };

/**
 * Built on first use, not when this module loads: projectors import the domain modules that emit,
 * which import this one, so at load time some of them may not be defined yet.
 */
let built: { projectors: readonly Projector[]; tables: ReadonlyMap<TableNames, ProjectedTable> } | null = null;

function registry() {
  if (built !== null) return built;
  const projectors: readonly Projector[] = [
    accountsProjector,
    coursesProjector,
    assignmentsProjector,
    quizProjector,
    // Item analysis: the quiz's answers as rows (ADR 0078).
    itemsProjector,
    // The class roster reads what the courses, assignments and quiz projectors just wrote.
    rosterProjector,
    gamesProjector,
    calendarProjector,
    chatProjector,
    // Before notifications: its handlers read the announcement a comment or publication is about.
    announcementsProjector,
    notificationsProjector,
    onboardingProjector,
  ];
  const tables = new Map(
    projectors.flatMap((projector) =>
      Object.entries(projector.tables).map(([table, identity]): [TableNames, ProjectedTable] => [
        table as TableNames,
        { projector: projector.name, identity: identity ?? ["key"] },
      ]),
    ),
  );
  built = { projectors, tables };
  return built;
}

/** Each projected table, with the projector that alone writes it and its identity fields. */
export function projectedTables(): ReadonlyMap<TableNames, ProjectedTable> {
  return registry().tables;
}

export async function project(ctx: MutationCtx, event: EventDoc, options: ProjectOptions): Promise<void> {
  for (const projector of registry().projectors) {
    const handler = projector.on[event.type] as Handler<EventType> | undefined;
    if (handler !== undefined) await handler(ctx, event, options);
  }
}
