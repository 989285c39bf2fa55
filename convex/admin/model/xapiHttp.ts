/** GET /admin/xapi: the event log as a streamed JSON array of xAPI statements, for Admins. */
import { internal } from "../../_generated/api";
import { httpAction } from "../../_generated/server";
import { isAppError } from "../../shared/errors";
import { XAPI_PAGE } from "./xapi";
import { statementStream } from "./xapiStream";

export const exportXapi = httpAction(async (ctx) => {
  // The first page also checks the caller (an Admin's bearer token), before any byte is sent.
  let firstPage;
  try {
    firstPage = await ctx.runQuery(internal.events.rebuild.xapiPage, {
      paginationOpts: { numItems: XAPI_PAGE, cursor: null },
    });
  } catch (error) {
    if (isAppError(error, "UNAUTHENTICATED")) return new Response("Sign in as an Admin.", { status: 401 });
    if (isAppError(error, "FORBIDDEN")) return new Response("Only Admins can export the event log.", { status: 403 });
    throw error;
  }
  let pending: typeof firstPage | null = firstPage;
  const stream = statementStream(async (paginationOpts) => {
    if (pending !== null) {
      const page = pending;
      pending = null;
      return page;
    }
    return await ctx.runQuery(internal.events.rebuild.xapiPage, { paginationOpts });
  }, XAPI_PAGE);
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="lyceum-xapi.json"',
      "Cache-Control": "no-store",
    },
  });
});
