/** Streams the export as one JSON array, page by page: never the whole log in memory. */
import type { PaginationOptions } from "convex/server";

export type StatementsPage = { statements: string[]; isDone: boolean; continueCursor: string };

export function statementStream(
  nextPage: (paginationOpts: PaginationOptions) => Promise<StatementsPage>,
  pageSize: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("["));
    },
    async pull(controller) {
      if (done) return;
      const page = await nextPage({ numItems: pageSize, cursor });
      let chunk = "";
      for (const statement of page.statements) {
        chunk += (first ? "\n" : ",\n") + statement;
        first = false;
      }
      if (chunk !== "") controller.enqueue(encoder.encode(chunk));
      cursor = page.continueCursor;
      if (page.isDone) {
        done = true;
        controller.enqueue(encoder.encode("\n]\n"));
        controller.close();
      }
    },
  });
}
