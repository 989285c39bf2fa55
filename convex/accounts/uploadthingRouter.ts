/**
 * UploadThing's file router, served by a Convex HTTP action (ADR 0064): uploadthing's own
 * `createRouteHandler` takes the Request and answers the Response, in Convex's default runtime (it
 * needs only fetch and Web Crypto). The browser's `@uploadthing/react` helpers talk to it.
 *
 * - One route per file purpose, with the purpose's types and size cap (`fileRule`).
 * - Its middleware binds the upload to the signed-in person (the Convex token comes as
 *   `Authorization: Bearer …`) and to the purpose: `startRouterUpload` makes the same checks as
 *   `files.startUpload`, takes from the upload rate limit, chooses the file key and remembers the
 *   pending upload; the router signs its upload URL for that key (`getFileHashParts`).
 * - UploadThing's completion callback (signed with the API key; the handler refuses any other)
 *   runs the byte checks and records the file for that person (`uploadthingNode.finishFromCallback`).
 *   It can only arrive where the deployment is public; elsewhere the browser finishes the upload
 *   itself with `uploadthingNode.finishUploadThing` (`awaitServerData` says which).
 */
import { ConvexError, v } from "convex/values";
import { createRouteHandler, createUploadthing, UploadThingError, UTFiles } from "uploadthing/server";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { httpAction, internalMutation, type ActionCtx } from "../_generated/server";
import { deploymentConfig } from "../lib/config";
import { appError } from "../lib/appError";
import { type AppErrorData } from "../shared/errors";
import { keyed, type Keyed } from "../shared/messages";
import { filePurposeValidator, type FilePurpose } from "../shared/validators";
import { UPLOAD_TTL_MS } from "./files";
import { assertMayStartUpload } from "./model/files";
import { fileRule, safeFileName } from "./model/fileTypes";
import { newUploadThingKey } from "./model/pendingUploads";
import { contentDisposition } from "./model/uploadChecks";
import { PRESIGNED_URL_TTL_SECONDS, uploadThingConfig, type UploadThingConfig } from "./model/uploadthing";
import { takeUploadTokens } from "./model/uploadRateLimit";
import { requireUser } from "./model/users";

const PURPOSES: readonly FilePurpose[] = filePurposeValidator.members.map((member) => member.value);
const PRIVATE_PURPOSES: readonly FilePurpose[] = ["assignmentQuestion", "submission"];

/**
 * What the router's callback answers the browser (through UploadThing): the file, or why not as a
 * key with its parameters (`keyed`), which the browser words (src/lib/upload-uploadthing.ts).
 */
export type UploadThingServerData = { ok: true; fileId: Id<"files"> } | { ok: false; refused: string };

/**
 * The router middleware's start of an upload, as the signed-in caller: the checks of
 * `files.startUpload` (who may upload for this purpose, declared type and size), the upload rate
 * limit, then a pending upload owned by the caller under a free file key. Answers the key, the seed
 * the router makes the same key from, and the name the file is stored under.
 */
export const startRouterUpload = internalMutation({
  args: { purpose: filePurposeValidator, name: v.string(), size: v.number(), contentType: v.string() },
  returns: v.object({ key: v.string(), seed: v.string(), name: v.string() }),
  handler: async (ctx, { purpose, name, size, contentType }) => {
    const user = await requireUser(ctx);
    assertMayStartUpload(user.role, purpose, contentType, size);
    const config = uploadThingConfig();
    if (config === null) throw appError("NOT_FOUND", "server.accounts.uploadsNotToUploadthing");
    // Per person, generous (UPLOAD_RATE): a refused start writes nothing.
    await takeUploadTokens(ctx, user._id, size);
    const file = { name: safeFileName(name), size, type: contentType || "application/octet-stream" };
    const { key, seed } = await newUploadThingKey(ctx, config, file);
    const expiresAt = Date.now() + UPLOAD_TTL_MS;
    await ctx.db.insert("pendingUploads", { key, ownerId: user._id, purpose, name, size, contentType, expiresAt });
    return { key, seed, name: file.name };
  },
});

/**
 * Whether UploadThing can call the router back at `callbackUrl` (`uploadThingCallbackUrl`: the
 * router on CONVEX_SITE_URL unless UPLOADTHING_CALLBACK_URL says otherwise): https on a public name,
 * not a local or private address (the offline backend, `npx convex dev`'s local backend, a LAN).
 */
export function callbackReachable(callbackUrl: string | undefined): boolean {
  if (callbackUrl === undefined) return false;
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (url.protocol !== "https:" || !host.includes(".") || host.endsWith(".local") || host.endsWith(".localhost")) {
    return false;
  }
  const private4 = /^(127\.|10\.|192\.168\.|169\.254\.|0\.|172\.(1[6-9]|2\d|3[01])\.)/;
  return !private4.test(host) && !host.includes(":");
}

/**
 * A Lyceum refusal (a ConvexError with AppErrorData) as its key and parameters (`keyed`), which
 * the browser words in the reader's language; null for anything else.
 */
function refusal(error: unknown): Keyed | null {
  if (!(error instanceof ConvexError)) return null;
  const data = error.data as Partial<AppErrorData> | undefined;
  return typeof data?.key === "string" ? keyed(data.key, data.params) : null;
}

/**
 * The router's refusals answer `{ message }`, a key with its parameters (`keyed`): uploadthing's
 * client throws it as an UploadThingError's message, and the browser words it
 * (src/lib/upload-uploadthing.ts).
 */
const f = createUploadthing({ errorFormatter: (error) => ({ message: error.message }) });

/** One purpose's route for one request: it needs that request's `ctx` for the caller and the functions. */
function purposeRoute(ctx: ActionCtx, callback: boolean, purpose: FilePurpose) {
  const rule = fileRule(purpose);
  // Exact byte caps ("5242880B"); uploadthing's type only lists round sizes, its parser takes any.
  const maxFileSize = `${rule.maxBytes}B` as "1B";
  // Assignment files are private (read through signed URLs only, ADR 0062); pictures and videos
  // are shown by their URL, so they keep the app's default ACL (public-read).
  const acl = PRIVATE_PURPOSES.includes(purpose) ? ("private" as const) : undefined;
  const types = Object.fromEntries(
    rule.types.map((type) => [
      type,
      { maxFileSize, maxFileCount: 1, contentDisposition: contentDisposition(type), ...(acl ? { acl } : {}) },
    ]),
  );
  return f(types, {
    // The key `startRouterUpload` chose: made from the seed the middleware passes as customId
    // (uploadthing hands the file with its customId here; its type does not say so).
    getFileHashParts: (file) => [(file as { customId?: string | null }).customId ?? crypto.randomUUID()],
    presignedURLTTL: PRESIGNED_URL_TTL_SECONDS,
    // Where UploadThing cannot call back, the browser must not wait for the callback's answer.
    awaitServerData: callback,
  })
    .middleware(async ({ files }) => {
      // As authedAction: a token whose session has ended (signed out) is refused too.
      const identity = await ctx.auth.getUserIdentity();
      if (identity === null || !(await ctx.runQuery(internal.accounts.sessions.isLive, {}))) {
        throw new UploadThingError({ code: "FORBIDDEN", message: keyed("server.common.signInFirst") });
      }
      const [file] = files;
      if (file === undefined || files.length !== 1) {
        throw new UploadThingError({ code: "BAD_REQUEST", message: keyed("server.uploads.oneFileAtATime") });
      }
      let started: { key: string; seed: string; name: string };
      try {
        started = await ctx.runMutation(internal.accounts.uploadthingRouter.startRouterUpload, {
          purpose,
          name: file.name,
          size: file.size,
          contentType: file.type,
        });
      } catch (error) {
        const message = refusal(error);
        if (message === null) throw error;
        throw new UploadThingError({ code: "FORBIDDEN", message });
      }
      return { key: started.key, [UTFiles]: [{ ...file, name: started.name, customId: started.seed }] };
    })
    .onUploadComplete(async ({ file }): Promise<UploadThingServerData> => {
      return await ctx.runAction(internal.accounts.uploadthingNode.finishFromCallback, { key: file.key });
    });
}

/** The file router's type, for the browser's `@uploadthing/react` helpers: a route per purpose. */
export type UploadRouter = Record<FilePurpose, ReturnType<typeof purposeRoute>>;

function fileRouter(ctx: ActionCtx, callback: boolean): UploadRouter {
  return Object.fromEntries(PURPOSES.map((purpose) => [purpose, purposeRoute(ctx, callback, purpose)])) as UploadRouter;
}

function routeHandler(ctx: ActionCtx, config: UploadThingConfig) {
  const callbackUrl = deploymentConfig.uploadThingCallbackUrl;
  return createRouteHandler({
    router: fileRouter(ctx, callbackReachable(callbackUrl)),
    config: {
      token: config.token,
      // Never uploadthing's dev mode: it streams callbacks through a request held open, and a
      // Convex function must answer and end. The callback and its answer finish before we reply.
      isDev: false,
      handleDaemonPromise: "await",
      callbackUrl,
      logLevel: "Warning",
      logFormat: "json",
      // Looked up at each call, so the fake UploadThing of the tests is used.
      fetch: (input, init) => fetch(input, init),
    },
  });
}

/**
 * GET: the routes' config (types, sizes). POST `?slug=<purpose>&actionType=upload`: a signed upload
 * URL for a signed-in person allowed that purpose. POST with `uploadthing-hook: callback`:
 * UploadThing's completion callback, refused unless signed with the API key.
 */
export const uploadthingRoute = httpAction(async (ctx, request) => {
  const config = uploadThingConfig();
  if (config === null) return new Response("Not found", { status: 404 });
  return await routeHandler(ctx, config)(request);
});
