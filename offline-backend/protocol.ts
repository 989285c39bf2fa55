/**
 * The subset of the Convex client sync protocol the offline backend speaks, as the client in
 * node_modules/convex/src/browser/sync/protocol.ts defines it. Timestamps travel as unsigned
 * 64-bit little-endian integers, base64-encoded.
 */
import type { JSONValue } from "convex/values";

export type QueryJournal = string | null;

export type AddQuery = {
  type: "Add";
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal?: QueryJournal;
  componentPath?: string;
};
export type RemoveQuery = { type: "Remove"; queryId: number };

export type ClientMessage =
  | {
      type: "Connect";
      sessionId: string;
      connectionCount: number;
      lastCloseReason: string | null;
      maxObservedTimestamp?: string;
      clientTs?: number;
    }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: (AddQuery | RemoveQuery)[];
    }
  | { type: "Mutation"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Action"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Authenticate"; tokenType: "User" | "Admin"; value: string; baseVersion: number }
  | { type: "Authenticate"; tokenType: "None"; baseVersion: number }
  | { type: "Event"; eventType: string; event: unknown };

/** Versions exactly as the client tracks them; `ts` is a bigint here and encoded on the wire. */
export type StateVersion = { querySet: number; identity: number; ts: bigint };

export type StateModification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: QueryJournal }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      errorData?: JSONValue;
      journal: QueryJournal;
    }
  | { type: "QueryRemoved"; queryId: number };

/** The outcome of running a function, in the shape responses need. */
export type FunctionOutcome =
  | { success: true; value: JSONValue; logLines: string[] }
  | { success: false; errorMessage: string; errorData?: JSONValue; logLines: string[] };

type EncodedVersion = { querySet: number; identity: number; ts: string };

export type ServerMessage =
  | {
      type: "Transition";
      startVersion: EncodedVersion;
      endVersion: EncodedVersion;
      modifications: StateModification[];
      serverTs?: number;
    }
  | {
      type: "MutationResponse";
      requestId: number;
      success: boolean;
      result: JSONValue;
      ts?: string;
      logLines: string[];
      errorData?: JSONValue;
    }
  | {
      type: "ActionResponse";
      requestId: number;
      success: boolean;
      result: JSONValue;
      logLines: string[];
      errorData?: JSONValue;
    }
  | { type: "AuthError"; error: string; baseVersion: number; authUpdateAttempted: boolean }
  | { type: "FatalError"; error: string }
  | { type: "Ping" };

/** u64 -> 8 bytes little-endian -> base64, like `longToU64` in the client. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt.asUintN(64, ts));
  return bytes.toString("base64");
}

export function encodeVersion(version: StateVersion): EncodedVersion {
  return { querySet: version.querySet, identity: version.identity, ts: encodeTs(version.ts) };
}

export function mutationResponse(requestId: number, outcome: FunctionOutcome, ts: bigint): ServerMessage {
  return outcome.success
    ? {
        type: "MutationResponse",
        requestId,
        success: true,
        result: outcome.value,
        ts: encodeTs(ts),
        logLines: outcome.logLines,
      }
    : failureResponse("MutationResponse", requestId, outcome);
}

export function actionResponse(requestId: number, outcome: FunctionOutcome): ServerMessage {
  return outcome.success
    ? { type: "ActionResponse", requestId, success: true, result: outcome.value, logLines: outcome.logLines }
    : failureResponse("ActionResponse", requestId, outcome);
}

function failureResponse(
  type: "MutationResponse" | "ActionResponse",
  requestId: number,
  outcome: Extract<FunctionOutcome, { success: false }>,
): ServerMessage {
  return {
    type,
    requestId,
    success: false,
    result: outcome.errorMessage,
    logLines: outcome.logLines,
    ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
  };
}

/** Parses one client frame; returns null for anything that is not a known message. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("type" in parsed)) return null;
  const known = ["Connect", "ModifyQuerySet", "Mutation", "Action", "Authenticate", "Event"];
  return known.includes(String(parsed.type)) ? (parsed as ClientMessage) : null;
}
