/**
 * Keeps the fake database on disk, so that every acknowledged write survives a crash:
 *
 * - `journal-<first seq>.log`: every top-level commit of the root component (the documents it
 *   wrote, as they were committed, or their deletion) and every uploaded file's name, one JSON
 *   line per record, appended with a synchronous write and `fdatasync` INSIDE the commit, before
 *   anything can answer the caller (journalCommit, journalBlob). A crash loses at most a record
 *   being written, which nobody was told about; such a torn last line is ignored on replay.
 * - `snapshot.json`: every committed document of every table (system `_storage` and
 *   `_scheduled_functions` included) with its `_id` and `_creationTime`, the id counter and clocks,
 *   and the sequence number of the last journal record it contains (`journalSeq`). Written
 *   periodically (a few seconds after writes stop, at most a minute late, or once the journal has
 *   grown past a few MB), at start when a journal was replayed, and on a clean stop; asynchronously, in
 *   batches, to a temporary file that is fsynced and renamed over the old one, after which the
 *   journal files it covers are deleted (compaction).
 * - `blobs/`: file bytes (blob-store.ts); uploads are fsynced before they are recorded.
 *
 * On start: the snapshot is read, the journal records after its `journalSeq` replayed on top, and
 * the result written straight into convex-test's in-memory tables before anything runs (through
 * ConvexTestInternals, convex-internals.ts). Everything here is readable by its owner only (0600).
 * Components' tables (rate limiter, presence) are not kept, as before (README).
 */
import { closeSync, existsSync, fdatasyncSync, fsyncSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { open, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { BlobStore } from "./blob-store.ts";
import {
  tableOfId,
  type CommittedWrite,
  type ConvexTestInternals,
  type DatabaseClock,
  type StoredDocument,
} from "./convex-internals.ts";

type Snapshot = {
  format: 1;
  savedAt: string;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: string;
  /** The last journal record this snapshot contains (absent in snapshots older than the journal: 0). */
  journalSeq?: number;
  documents: JSONValue[];
  /** storageId -> file name under blobs/. */
  blobs: Record<string, string>;
};

/** One line of the journal. */
type JournalRecord = {
  /** Sequence number, from 1, increasing by one per record across journal files. */
  s: number;
  /** The clocks after this record (DatabaseClock, lastCommitTs as a decimal string). */
  n: number;
  ct: number;
  ts: string;
  /** Documents written (as committed) and ids deleted. */
  put?: JSONValue[];
  del?: string[];
  /** storageId -> file name under blobs/ (an upload's bytes). */
  blobs?: Record<string, string>;
};

const SNAPSHOT_FILE = "snapshot.json";
const JOURNAL_FILE = /^journal-(\d+)\.log$/;
/** A snapshot this long after the last write... */
const SNAPSHOT_IDLE_MS = 5_000;
/** ...but no later than this after the first write since the last one... */
const SNAPSHOT_MAX_DELAY_MS = 60_000;
/** ...or as soon as the journal has grown this much. */
const JOURNAL_COMPACT_BYTES = 8 * 1024 * 1024;
/** Documents serialized per write call; the event loop runs other work between batches. */
const BATCH = 500;

/** Makes a directory's entries (a new or renamed file) durable. */
function fsyncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The journal files in `dataDir`, oldest first, with the sequence number each starts at. */
function journalFiles(dataDir: string): { file: string; first: number }[] {
  return readdirSync(dataDir)
    .map((name) => ({ name, match: JOURNAL_FILE.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ file: path.join(dataDir, name), first: Number(match[1]) }))
    .sort((a, b) => a.first - b.first);
}

/**
 * The records of one journal file. Its last line may have been cut short by a crash (no newline,
 * or not JSON): that record was never acknowledged and is left out. Anything unreadable before
 * the last line means the file is damaged: refuse rather than drop acknowledged writes.
 */
export function parseJournal(text: string, file: string): JournalRecord[] {
  const lines = text.split("\n");
  // A complete file ends with a newline: its last element is "". Otherwise the last is cut short.
  const tail = lines.pop() ?? "";
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const records: JournalRecord[] = [];
  let torn = tail !== "";
  lines.forEach((line, index) => {
    try {
      records.push(JSON.parse(line) as JournalRecord);
    } catch (error) {
      if (index < lines.length - 1 || torn) {
        throw new Error(`The offline backend's journal ${file} is damaged at line ${index + 1}: ${String(error)}`);
      }
      torn = true;
    }
  });
  if (torn) console.warn(`[offline backend] left out a journal record cut short by a crash at the end of ${file}`);
  return records;
}

export class Persistence {
  private timer: NodeJS.Timeout | null = null;
  private firstRequestAt = 0;
  private saving: Promise<void> | null = null;
  private again = false;
  private readonly file: string;
  /** The sequence number of the last journal record written (or replayed). */
  private seq = 0;
  /** The open journal file (null: the next record opens a new one, named by its sequence number). */
  private journal: number | null = null;
  private journalBytes = 0;
  private closed = false;

  constructor(
    private readonly dataDir: string,
    private readonly convex: ConvexTestInternals,
    private readonly blobs: BlobStore,
  ) {
    this.file = path.join(dataDir, SNAPSHOT_FILE);
  }

  /**
   * Loads the snapshot and replays the journal after it into the empty database; compacts them
   * into a new snapshot when there was a journal. Returns how many documents it restored.
   */
  async restore(): Promise<number> {
    const snapshot = existsSync(this.file) ? (JSON.parse(await readFile(this.file, "utf8")) as Snapshot) : null;
    const documents = new Map<string, JSONValue>();
    for (const json of snapshot?.documents ?? []) documents.set((json as { _id: string })._id, json);
    const files = new Map(Object.entries(snapshot?.blobs ?? {}));
    let clock: DatabaseClock = {
      nextDocId: snapshot?.nextDocId ?? 0,
      lastCreationTime: snapshot?.lastCreationTime ?? 0,
      lastCommitTs: BigInt(snapshot?.lastCommitTs ?? 0),
    };
    this.seq = snapshot?.journalSeq ?? 0;
    const journals = journalFiles(this.dataDir);
    for (const { file } of journals) {
      for (const record of parseJournal(await readFile(file, "utf8"), file)) {
        if (record.s <= this.seq) continue; // already in the snapshot
        for (const json of record.put ?? []) documents.set((json as { _id: string })._id, json);
        for (const id of record.del ?? []) documents.delete(id);
        for (const [storageId, name] of Object.entries(record.blobs ?? {})) files.set(storageId, name);
        clock = {
          nextDocId: Math.max(clock.nextDocId, record.n),
          lastCreationTime: Math.max(clock.lastCreationTime, record.ct),
          lastCommitTs: BigInt(record.ts) > clock.lastCommitTs ? BigInt(record.ts) : clock.lastCommitTs,
        };
        this.seq = record.s;
      }
    }
    for (const json of documents.values()) {
      const doc = jsonToConvex(json) as StoredDocument;
      let blob: Blob | null = null;
      if (tableOfId(doc._id) === "_storage") {
        const file = files.get(doc._id);
        const type = typeof doc.contentType === "string" ? doc.contentType : "";
        blob = file ? await this.blobs.open(file, type) : null;
        if (blob && file) this.blobs.files.set(doc._id, file);
        else console.warn(`[offline backend] the bytes of stored file ${doc._id} are missing`);
      }
      this.convex.restoreDocument(doc, blob);
    }
    this.convex.advanceClock(clock);
    // Files of entries deleted before the last save, or of uploads cut off by a crash.
    await this.blobs.removeUnreferenced();
    // One snapshot with everything; then every replayed journal file goes, also one holding only a
    // record cut short (its name is the next record's: appending to it would bury the torn line).
    if (journals.length > 0) {
      await this.saveNow();
      for (const { file } of journals) rmSync(file, { force: true });
    }
    return documents.size;
  }

  /**
   * Appends the documents a top-level commit wrote to the journal and makes them durable
   * (fdatasync) before returning: called inside the commit, so before any caller is answered.
   */
  journalCommit(writes: readonly CommittedWrite[]): void {
    if (writes.length === 0) return;
    const put: JSONValue[] = [];
    const del: string[] = [];
    for (const [id, doc] of writes) {
      if (doc === null) del.push(id);
      else put.push(convexToJson(doc));
    }
    this.append({ ...(put.length > 0 ? { put } : {}), ...(del.length > 0 ? { del } : {}) });
  }

  /** Records, durably, which file under blobs/ holds an uploaded entry's bytes (already fsynced). */
  journalBlob(storageId: string, file: string): void {
    this.append({ blobs: { [storageId]: file } });
  }

  private append(body: Omit<JournalRecord, "s" | "n" | "ct" | "ts">): void {
    if (this.closed) return;
    const clock = this.convex.clock();
    const record: JournalRecord = {
      s: this.seq + 1,
      n: clock.nextDocId,
      ct: clock.lastCreationTime,
      ts: clock.lastCommitTs.toString(),
      ...body,
    };
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    try {
      if (this.journal === null) {
        const name = path.join(this.dataDir, `journal-${record.s}.log`);
        this.journal = openSync(name, "a", 0o600);
        this.journalBytes = 0;
        fsyncDir(this.dataDir); // the new file's name, before anything in it counts
      }
      let written = 0;
      while (written < line.length) written += writeSync(this.journal, line, written);
      fdatasyncSync(this.journal);
    } catch (error) {
      // The write is in memory but not on disk: answering anyone now would be a lie. Stop.
      console.error(
        "[offline backend] could not write its journal; stopping so nothing unsaved is acknowledged:",
        error,
      );
      process.exit(70);
    }
    this.seq = record.s;
    this.journalBytes += line.length;
    if (this.journalBytes > JOURNAL_COMPACT_BYTES) void this.saveNow();
  }

  /** A snapshot some seconds after writes stop (at most a minute late): the journal stays short. */
  scheduleSave(): void {
    const now = Date.now();
    if (this.timer === null) this.firstRequestAt = now;
    else clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(SNAPSHOT_IDLE_MS, this.firstRequestAt + SNAPSHOT_MAX_DELAY_MS - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.saveNow();
    }, wait);
  }

  /** Saves now (or right after a save in progress). */
  async saveNow(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.saving) {
      this.again = true;
      await this.saving;
      if (!this.again) return;
    }
    this.again = false;
    this.saving = this.write().finally(() => {
      this.saving = null;
    });
    await this.saving;
  }

  /** A last snapshot, then no more journal writes (the backend has stopped). */
  async close(): Promise<void> {
    await this.saveNow();
    this.closed = true;
    if (this.journal !== null) closeSync(this.journal);
    this.journal = null;
  }

  private async write(): Promise<void> {
    // Taken at one instant: commits replace document objects instead of editing them, so these
    // references stay a consistent snapshot while the file is written. The journal moves to a new
    // file at the same instant: the records after `journalSeq` are in it, and the older files can
    // go once this snapshot is on disk.
    const documents = this.convex.committedDocuments();
    const clock = this.convex.clock();
    const journalSeq = this.seq;
    if (this.journal !== null) closeSync(this.journal);
    this.journal = null;
    const header = {
      format: 1,
      savedAt: new Date().toISOString(),
      nextDocId: clock.nextDocId,
      lastCreationTime: clock.lastCreationTime,
      lastCommitTs: clock.lastCommitTs.toString(),
      journalSeq,
    } satisfies Omit<Snapshot, "documents" | "blobs">;
    const live = new Map<string, Blob>();
    for (const doc of documents) {
      const blob = this.convex.storedBlob(doc._id);
      if (tableOfId(doc._id) === "_storage" && blob) live.set(doc._id, blob);
    }
    await this.blobs.sync(live);
    const blobs: Snapshot["blobs"] = Object.fromEntries(this.blobs.files);
    const temporary = `${this.file}.tmp`;
    // Password hashes and sessions are in it: readable by the owner only (mode applies on creation;
    // chmod covers a temporary file left behind by a crash).
    const out = await open(temporary, "w", 0o600);
    try {
      await out.chmod(0o600);
      // The same JSON as JSON.stringify(snapshot), written a batch of documents at a time.
      await out.write(`${JSON.stringify({ ...header, blobs }).slice(0, -1)},"documents":[`);
      for (let start = 0; start < documents.length; start += BATCH) {
        const batch = documents.slice(start, start + BATCH).map((doc) => JSON.stringify(convexToJson(doc)));
        await out.write(`${start > 0 ? "," : ""}${batch.join(",")}`);
      }
      await out.write("]}");
      await out.datasync();
    } finally {
      await out.close();
    }
    await rename(temporary, this.file);
    fsyncDir(this.dataDir);
    // Compaction: every record up to journalSeq is in the snapshot now.
    for (const { file, first } of journalFiles(this.dataDir)) {
      if (first <= journalSeq) rmSync(file, { force: true });
    }
  }
}
