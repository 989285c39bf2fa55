/** Test-only stand-in for "convex/react": `vi.mock("convex/react", () => import("./test-fakes"))`. */
import { getFunctionName, type FunctionReference } from "convex/server";
import { vi, type Mock } from "vitest";

type AnyRef = FunctionReference<"query" | "mutation">;

/** Query results by function name ("videos:list"); an Error is thrown like a failed query. */
export const queries = new Map<string, unknown>();
/** Query arguments seen, by function name. */
export const queryArgs = new Map<string, unknown>();
const mutations = new Map<string, Mock>();

export function mutation(name: string): Mock {
  let fn = mutations.get(name);
  if (!fn) {
    fn = vi.fn().mockResolvedValue(null);
    mutations.set(name, fn);
  }
  return fn;
}

export function resetFakes() {
  queries.clear();
  queryArgs.clear();
  mutations.clear();
}

export function useQuery(ref: AnyRef, args?: unknown): unknown {
  const name = getFunctionName(ref);
  queryArgs.set(name, args);
  const value = queries.get(name);
  if (value instanceof Error) throw value;
  return value;
}

export function useMutation(ref: AnyRef) {
  return mutation(getFunctionName(ref));
}
