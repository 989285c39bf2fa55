/** The grader's search params: which student is open and which of them the list shows. */
export const SHOW_FILTERS = ["all", "missing", "late", "ungraded"] as const;
export type ShowFilter = (typeof SHOW_FILTERS)[number];

export type GraderSearch = { student?: string; show?: ShowFilter };

export function parseGraderSearch(search: Record<string, unknown>): GraderSearch {
  const result: GraderSearch = {};
  if (typeof search.student === "string" && search.student.length > 0 && search.student.length <= 100) {
    result.student = search.student;
  }
  if (typeof search.show === "string" && (SHOW_FILTERS as readonly string[]).includes(search.show)) {
    result.show = search.show as ShowFilter;
  }
  return result;
}
