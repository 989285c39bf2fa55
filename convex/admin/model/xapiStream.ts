/**
 * Streams the export as one JSON array, page by page: never the whole log in memory. A producer
 * started inside the HTTP action writes each page when the reader has taken the previous ones
 * (the stream's backpressure), so the action's context stays the one its queries run in.
 */
import type { PaginationOptions } from "convex/server";

export type StatementsPage = { statements: string[]; isDone: boolean; continueCursor: string };

export function statementStream(
  nextPage: (paginationOpts: PaginationOptions) => Promise<StatementsPage>,
  pageSize: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const produce = async () => {
    await writer.write(encoder.encode("["));
    let cursor: string | null = null;
    let first = true;
    for (;;) {
      const page = await nextPage({ numItems: pageSize, cursor });
      let chunk = "";
      for (const statement of page.statements) {
        chunk += (first ? "\n" : ",\n") + statement;
        first = false;
      }
      if (chunk !== "") await writer.write(encoder.encode(chunk));
      if (page.isDone) break;
      cursor = page.continueCursor;
    }
    await writer.write(encoder.encode("\n]\n"));
    await writer.close();
  };
  produce().catch(async (error: unknown) => {
    await writer.abort(error);
  });
  return readable;
}
