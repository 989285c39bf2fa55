/**
 * The only module that imports Convex's raw function builders. Every public function uses one
 * of these wrappers, so the caller is loaded and their role checked before any handler runs.
 */
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { zCustomMutation } from "convex-helpers/server/zod4";
import { ConvexError } from "convex/values";
import { internal } from "./_generated/api";
import { action, internalAction, internalMutation, internalQuery, mutation, query } from "./_generated/server";
import type { Role } from "./schema";
import { appError } from "./lib/appError";
import { firstIssueMessage } from "./shared/forms/parse";
import { requireLiveUserId, requireRole, requireUser } from "./accounts/model/users";

const STAFF: readonly Role[] = ["teacher", "Admin"];

/** Open to visitors; the handler decides what is safe to return. */
export const publicQuery = query;
export const publicMutation = mutation;
export const publicAction = action;

export const authedQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ user: await requireUser(ctx) })),
);
export const authedMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ user: await requireUser(ctx) })),
);
/**
 * The caller's user id only (a live session, no `users` row read, no role): for hot functions
 * whose data is keyed by the caller and that check ownership of what they touch (ADR 0035).
 */
export const signedInQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ userId: await requireLiveUserId(ctx) })),
);
export const signedInMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ userId: await requireLiveUserId(ctx) })),
);
/**
 * Actions cannot read the database: they require a signed-in identity whose session is still
 * live (asked of sessions.isLive, so a signed-out token is refused here too).
 */
export const authedAction = customAction(
  action,
  customCtx(async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    if (identity === null || !(await ctx.runQuery(internal.accounts.sessions.isLive, {}))) {
      throw appError("UNAUTHENTICATED", "server.common.signInFirst");
    }
    return { identity };
  }),
);

function roleQuery(roles: readonly Role[]) {
  return customQuery(
    query,
    customCtx(async (ctx) => ({ user: await requireRole(ctx, roles) })),
  );
}
function roleMutation(roles: readonly Role[]) {
  return customMutation(
    mutation,
    customCtx(async (ctx) => ({ user: await requireRole(ctx, roles) })),
  );
}

export const studentQuery = roleQuery(["student"]);
export const studentMutation = roleMutation(["student"]);
export const staffQuery = roleQuery(STAFF);
export const staffMutation = roleMutation(STAFF);
export const adminQuery = roleQuery(["Admin"]);
export const adminMutation = roleMutation(["Admin"]);

/**
 * Zod variants (arguments declared with the shared form schemas of model/forms): the same role
 * check runs first, then the arguments are parsed, and the handler gets the parsed output
 * (trimmed text and so on). A refusal reaches the client as the AppError INVALID naming the
 * first problem, the message the form itself shows, instead of convex-helpers' raw issue list.
 */
function readableZodErrors(builder: typeof mutation): typeof mutation {
  // The builder's generic signature cannot be restated here; the definition is passed through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const wrapped = (definition: any) =>
    builder({
      ...definition,
      handler: async (ctx: unknown, args: unknown) => {
        try {
          return await definition.handler(ctx, args);
        } catch (error) {
          throw zodErrorToAppError(error);
        }
      },
    });
  return wrapped as typeof mutation;
}

/** convex-helpers throws ConvexError({ ZodError: issues }) when the arguments do not parse. */
function zodErrorToAppError(error: unknown): unknown {
  if (!(error instanceof ConvexError)) return error;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("ZodError" in data)) return error;
  const issues = (data as { ZodError: unknown }).ZodError;
  if (!Array.isArray(issues)) return error;
  const messages = issues.map((issue: unknown) => ({
    message:
      typeof (issue as { message?: unknown })?.message === "string" ? (issue as { message: string }).message : "",
  }));
  return appError("INVALID", firstIssueMessage(messages.filter((issue) => issue.message !== "")));
}

const zodMutation = readableZodErrors(mutation);

export const zAuthedMutation = zCustomMutation(
  zodMutation,
  customCtx(async (ctx) => ({ user: await requireUser(ctx) })),
);
export const zStaffMutation = zCustomMutation(
  zodMutation,
  customCtx(async (ctx) => ({ user: await requireRole(ctx, STAFF) })),
);

export { internalAction, internalMutation, internalQuery };
