/**
 * The only module that imports Convex's raw function builders. Every public function uses one
 * of these wrappers, so the caller is loaded and their role checked before any handler runs.
 */
import {
  customAction,
  customCtx,
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import {
  action,
  internalAction,
  internalMutation,
  internalQuery,
  mutation,
  query,
} from "./_generated/server";
import type { Role } from "./schema";
import { appError } from "./model/errors";
import { requireRole, requireUser } from "./model/users";

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
/** Actions cannot read the database: they only require a signed-in identity. */
export const authedAction = customAction(
  action,
  customCtx(async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    if (identity === null) {
      throw appError("UNAUTHENTICATED", "Please sign in first.");
    }
    return { identity };
  }),
);

function roleQuery(roles: readonly Role[]) {
  return customQuery(query, customCtx(async (ctx) => ({ user: await requireRole(ctx, roles) })));
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

export { internalAction, internalMutation, internalQuery };
