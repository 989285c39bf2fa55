import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Role } from "../../schema";
import { hasProfile } from "../../accounts/model/users";

/** The most rows one page of the console may ask for. */
export const MAX_PAGE = 100;

/** One person as the Admin console shows them, and nothing more. */
export type PersonRow = {
  _id: Id<"users">;
  name: string;
  email: string;
  role: Role;
  joined: number;
  /** Whether an Admin suspended the account (ADR 0066). */
  suspended: boolean;
};

export function clampPage(opts: PaginationOptions): PaginationOptions {
  return { ...opts, numItems: Math.max(1, Math.min(opts.numItems, MAX_PAGE)) };
}

function toRow(user: Doc<"users">): PersonRow | null {
  if (!hasProfile(user)) return null;
  return {
    _id: user._id,
    name: user.displayName,
    email: user.email ?? "",
    role: user.role,
    joined: user._creationTime,
    suspended: user.suspendedAt !== undefined,
  };
}

/**
 * People, one page at a time. A search with "@" is an e-mail prefix (the `email` index, a range);
 * any other search is the display-name search index (filtered by role in the index). Without a
 * search, a role uses `by_role`, and no filter lists everyone oldest first. The only
 * post-filtering is the role on an e-mail page (at most one page of rows) and accounts without a
 * finished profile.
 */
export async function listPeople(
  ctx: QueryCtx,
  args: { search?: string; role?: Role; paginationOpts: PaginationOptions },
): Promise<PaginationResult<PersonRow>> {
  const paginationOpts = clampPage(args.paginationOpts);
  const search = (args.search ?? "").trim();
  const role = args.role;
  let result: PaginationResult<Doc<"users">>;
  if (search.includes("@")) {
    // Stored e-mails are lower-cased (model/validation normalizeEmail); a prefix need not be valid.
    const prefix = search.toLowerCase();
    result = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.gte("email", prefix).lt("email", `${prefix}\uffff`))
      .paginate(paginationOpts);
  } else if (search !== "") {
    result = await ctx.db
      .query("users")
      .withSearchIndex("search_name", (q) => {
        const text = q.search("displayName", search);
        return role === undefined ? text : text.eq("role", role);
      })
      .paginate(paginationOpts);
  } else if (role !== undefined) {
    result = await ctx.db
      .query("users")
      .withIndex("by_role", (q) => q.eq("role", role))
      .paginate(paginationOpts);
  } else {
    result = await ctx.db.query("users").paginate(paginationOpts);
  }
  const page = result.page
    .map(toRow)
    .filter((row): row is PersonRow => row !== null && (role === undefined || row.role === role));
  return { ...result, page };
}
