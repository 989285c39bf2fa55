/**
 * What a projector is (ADR 0049): the one module that writes a set of tables, from events. It names
 * the tables it owns, each with the fields that identify a document across a replay (its `key`
 * unless said otherwise), and a handler per event type it cares about. Handlers use the event's
 * own time (`_creationTime`), never the clock, and schedule nothing on replay.
 */
import type { TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { EventDoc, EventType } from "./types";

export type ProjectOptions = { replay: boolean };

export type Handler<T extends EventType> = (
  ctx: MutationCtx,
  event: EventDoc<T>,
  options: ProjectOptions,
) => Promise<void>;

export type Projector = {
  name: string;
  /** The tables only this projector writes, with the fields that identify a document. */
  tables: Partial<Record<TableNames, readonly string[]>>;
  on: { [T in EventType]?: Handler<T> };
};

export function defineProjector<P extends Projector>(projector: P): P {
  return projector;
}
