/**
 * convex-test runs scheduled functions on real setTimeout timers (no fake timers here), so jobs
 * scheduled while the backend runs need nothing extra. Timers do not survive a restart: pending jobs
 * restored from a snapshot are re-armed here, mirroring convex-test's runScheduledFunction
 * (pending -> inProgress -> success/failed). Jobs that were running when the backend stopped are
 * marked failed, like a crash would leave them. The database access goes through
 * ConvexTestInternals (convex-internals.ts).
 */
import type { Value } from "convex/values";
import { tableOfId, type ConvexTestInternals } from "./convex-internals.ts";

const TABLE = "_scheduled_functions";

/** A `_scheduled_functions` document, as Convex (and convex-test) shapes it. */
type Job = { _id: string; name: string; args: Value[]; scheduledTime: number; state: { kind: string } };

export class RestoredJobs {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly convex: ConvexTestInternals) {}

  /** Re-arms the pending jobs of a restored snapshot and fails the ones that were in progress. */
  async resume(): Promise<void> {
    for (const doc of this.convex.committedDocuments()) {
      if (tableOfId(doc._id) !== TABLE) continue;
      const job = doc as unknown as Job;
      if (job.state.kind === "inProgress") {
        await this.setState(job._id, { state: { kind: "failed" }, completedTime: Date.now() });
      } else if (job.state.kind === "pending") {
        const timer = setTimeout(
          () => {
            this.timers.delete(timer);
            void this.run(job._id);
          },
          Math.max(0, job.scheduledTime - Date.now()),
        );
        this.timers.add(timer);
      }
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * After the final snapshot: stop convex-test's own timers from running jobs on a stopped backend
   * (its scheduler skips a job whose state is no longer pending).
   */
  cancelPendingInMemory(): void {
    for (const doc of this.convex.committedDocuments()) {
      const job = doc as unknown as Job;
      if (tableOfId(doc._id) === TABLE && job.state.kind === "pending") {
        this.convex.replaceCommitted({ ...doc, state: { kind: "canceled" } });
      }
    }
  }

  private async setState(id: string, fields: Record<string, Value>): Promise<void> {
    await this.convex.transact((tx) => tx.patch(TABLE, id, fields));
  }

  private async run(id: string): Promise<void> {
    const job = await this.convex.transact((tx) => {
      const current = tx.get(TABLE, id) as unknown as Job | null;
      if (!current || current.state.kind !== "pending") return null;
      tx.patch(TABLE, id, { state: { kind: "inProgress" } });
      return current;
    });
    if (!job) return;
    try {
      await this.convex.runFunction(job.name, (job.args[0] ?? {}) as Record<string, Value>);
    } catch (error) {
      console.error(`[offline backend] scheduled function ${job.name} failed:`, error);
      await this.setState(id, { state: { kind: "failed" }, completedTime: Date.now() });
      return;
    }
    await this.setState(id, { state: { kind: "success" }, completedTime: Date.now() });
  }
}
