/**
 * The one stand-in for "convex/react" in component tests. src/test-setup.ts mocks the module with
 * the hooks below for every web test file and calls `fakeConvex.reset()` before each test, so a
 * test only says what the backend answers and checks what was sent:
 *
 *   fakeConvex.setQuery(api.courses.courses.get, course);          // useQuery result (undefined = loading)
 *   fakeConvex.setQuery(api.courses.courses.get, new ConvexError(…)); // useQuery throws it
 *   fakeConvex.setPaginatedQuery(api.courses.courses.list, { results, status: "CanLoadMore" });
 *   expect(fakeConvex.mutation(api.courses.cart.add)).toHaveBeenCalledWith({ courseId: "c1" });
 *   expect(fakeConvex.lastQueryArgs(api.courses.videos.list)).toEqual({ courseId: "c1" });
 *
 * Functions are named by their FunctionReference, so renaming a Convex function breaks the test at
 * compile time. Changing a result after render re-renders the subscribed components, like a live
 * Convex query (wrapped in act() here). Everything else in "convex/react" stays the real export.
 */
import { act } from "@testing-library/react";
import type { OptimisticUpdate } from "convex/browser";
import type { ConnectionState } from "convex/browser";
import type { PaginatedQueryArgs, PaginatedQueryReference, PaginationStatus } from "convex/react";
import { getFunctionName, type FunctionArgs, type FunctionReference } from "convex/server";
import { useSyncExternalStore } from "react";
import { vi, type Mock } from "vitest";

type QueryRef = FunctionReference<"query">;
type MutationRef = FunctionReference<"mutation">;
type ActionRef = FunctionReference<"action">;

/** A mutation's spy; `.withOptimisticUpdate()` hands back the same spy, so chained code is recorded too. */
export type MutationSpy<M extends MutationRef> = Mock<(args: FunctionArgs<M>) => Promise<unknown>> & {
  withOptimisticUpdate: (update: OptimisticUpdate<FunctionArgs<M>>) => MutationSpy<M>;
};
export type ActionSpy<A extends ActionRef> = Mock<(args: FunctionArgs<A>) => Promise<unknown>>;

/** One answer of usePaginatedQuery; `status` defaults to "Exhausted" (every page loaded). */
export type FakePage = { results: unknown[]; status?: PaginationStatus };

// Results are `unknown` on purpose: fixtures are partial documents with plain-string ids, which the
// generated return types (Id<"courses">, full views) would refuse without a cast on every line.
type Answer<Args, T> = T | Error | ((args: Args) => T | Error);

const queries = new Map<string, Answer<never, unknown>>();
const pages = new Map<string, Answer<never, FakePage>>();
const calls = new Map<string, unknown[]>();
const spies = new Map<string, Mock>();
const loadMores = new Map<string, Mock<(numItems: number) => void>>();
let auth = { isLoading: false, isAuthenticated: true };
const CONNECTED: ConnectionState = {
  hasInflightRequests: false,
  isWebSocketConnected: true,
  timeOfOldestInflightRequest: null,
  hasEverConnected: true,
  connectionCount: 1,
  connectionRetries: 0,
  inflightMutations: 0,
  inflightActions: 0,
};
let connection = CONNECTED;

// Lets components re-render when a test changes an answer after render.
let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version += 1;
  if (listeners.size === 0) return;
  act(() => listeners.forEach((listener) => listener()));
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function useVersion() {
  return useSyncExternalStore(subscribe, () => version);
}

function record(name: string, args: unknown) {
  const seen = calls.get(name) ?? [];
  seen.push(args);
  calls.set(name, seen);
}

function answer<T>(stored: Answer<never, T> | undefined, args: unknown): T | undefined {
  // The resolver's parameter type was checked when it was stored; here the args come from the component.
  const value = typeof stored === "function" ? (stored as (args: unknown) => T | Error)(args) : stored;
  if (value instanceof Error) throw value;
  return value;
}

// Spies are created once per function and reset (not replaced) before each test, so a test file
// may keep one in a module-level constant.
function spy(name: string): Mock {
  let fn = spies.get(name);
  if (!fn) {
    const created = vi.fn().mockResolvedValue(null);
    fn = Object.assign(created, { withOptimisticUpdate: () => created });
    spies.set(name, fn);
  }
  return fn;
}

export const fakeConvex = {
  /** What useQuery(ref) returns from now on: a value, an Error to throw, or a function of the args. */
  setQuery<Q extends QueryRef>(ref: Q, value: Answer<FunctionArgs<Q>, unknown>) {
    queries.set(getFunctionName(ref), value as Answer<never, unknown>);
    changed();
  },
  /** What usePaginatedQuery(ref) returns from now on; unset, it is loading its first page. */
  setPaginatedQuery<Q extends PaginatedQueryReference>(ref: Q, page: Answer<PaginatedQueryArgs<Q>, FakePage>) {
    pages.set(getFunctionName(ref), page as Answer<never, FakePage>);
    changed();
  },
  /** The args of every useQuery/usePaginatedQuery call for `ref`, render by render ("skip" included). */
  queryCalls<Q extends QueryRef>(ref: Q): (FunctionArgs<Q> | "skip")[] {
    return (calls.get(getFunctionName(ref)) ?? []) as (FunctionArgs<Q> | "skip")[];
  },
  /** The args of the latest call for `ref`, or undefined if nothing asked for it. */
  lastQueryArgs<Q extends QueryRef>(ref: Q): FunctionArgs<Q> | "skip" | undefined {
    return fakeConvex.queryCalls(ref).at(-1);
  },
  /** The spy behind usePaginatedQuery(ref).loadMore. */
  loadMore(ref: PaginatedQueryReference): Mock<(numItems: number) => void> {
    const name = getFunctionName(ref);
    let fn = loadMores.get(name);
    if (!fn) {
      fn = vi.fn<(numItems: number) => void>();
      loadMores.set(name, fn);
    }
    return fn;
  },
  /** The spy useMutation(ref) returns; it resolves to null unless told otherwise. */
  mutation<M extends MutationRef>(ref: M): MutationSpy<M> {
    return spy(getFunctionName(ref)) as MutationSpy<M>;
  },
  /** The spy useAction(ref) returns; it resolves to null unless told otherwise. */
  action<A extends ActionRef>(ref: A): ActionSpy<A> {
    return spy(getFunctionName(ref)) as ActionSpy<A>;
  },
  /** What useConvexAuth() reports; signed in and settled by default. */
  setAuth(state: { isLoading: boolean; isAuthenticated: boolean }) {
    auth = { ...state };
    changed();
  },
  /** What useConvexConnectionState() reports from now on; connected and idle by default. */
  setConnection(state: Partial<ConnectionState>) {
    connection = { ...connection, ...state };
    changed();
  },
  /** Forgets every answer and call and resets every spy (run before each test by src/test-setup.ts). */
  reset() {
    queries.clear();
    pages.clear();
    calls.clear();
    spies.forEach((fn) => fn.mockReset().mockResolvedValue(null));
    loadMores.forEach((fn) => fn.mockReset());
    auth = { isLoading: false, isAuthenticated: true };
    connection = CONNECTED;
    changed();
  },
};

/** The hooks that replace the real ones; see src/test-setup.ts. */
export const convexReactFake = {
  useQuery(ref: QueryRef, args: Record<string, unknown> | "skip" = {}): unknown {
    useVersion();
    const name = getFunctionName(ref);
    record(name, args);
    return args === "skip" ? undefined : answer(queries.get(name), args);
  },
  /** useQueries: each request answered as useQuery would be, an Error returned instead of thrown. */
  useQueries(requests: Record<string, { query: QueryRef; args: Record<string, unknown> }>): Record<string, unknown> {
    useVersion();
    const results: Record<string, unknown> = {};
    for (const [key, { query, args }] of Object.entries(requests)) {
      const name = getFunctionName(query);
      record(name, args);
      try {
        results[key] = answer(queries.get(name), args);
      } catch (error) {
        results[key] = error;
      }
    }
    return results;
  },
  usePaginatedQuery(ref: PaginatedQueryReference, args: Record<string, unknown> | "skip") {
    useVersion();
    const name = getFunctionName(ref);
    record(name, args);
    const page = args === "skip" ? undefined : answer(pages.get(name), args);
    const status: PaginationStatus = page ? (page.status ?? "Exhausted") : "LoadingFirstPage";
    return {
      results: page?.results ?? [],
      status,
      isLoading: status === "LoadingFirstPage" || status === "LoadingMore",
      loadMore: fakeConvex.loadMore(ref),
    };
  },
  useMutation(ref: MutationRef) {
    return fakeConvex.mutation(ref);
  },
  useAction(ref: ActionRef) {
    return fakeConvex.action(ref);
  },
  useConvexAuth() {
    useVersion();
    return { ...auth, isRefreshing: false };
  },
  useConvexConnectionState(): ConnectionState {
    useVersion();
    return connection;
  },
};
