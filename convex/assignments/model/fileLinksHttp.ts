/**
 * GET /files/<token>: a private file link (ADR 0062). The token's HMAC signature and its expiry are
 * checked before anything is read; a bad or tampered token answers 404 and an expired one 410,
 * both without a body. Convex storage: the bytes, streamed, named by Content-Disposition, never
 * cached, in a sandbox. UploadThing (private ACL): a redirect to UploadThing's own signed URL,
 * valid exactly as long as the token is.
 */
import { generateSignedURL } from "@uploadthing/shared";
import * as Micro from "effect/Micro";
import { internal } from "../../_generated/api";
import { httpAction } from "../../_generated/server";
import { uploadThingConfig } from "../../accounts/model/uploadthing";
import { deploymentConfig } from "../../lib/config";
import { contentDispositionHeader } from "../../shared/fileLinks";
import { FILE_LINK_PATH, verifyFileLink, type LinkTarget } from "./fileLinks";

/** Headers every answer carries: never stored, never sniffed, readable by the app's own origin. */
function baseHeaders(): Headers {
  return new Headers({
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Access-Control-Allow-Origin": deploymentConfig.siteUrl ?? "*",
    "Access-Control-Expose-Headers": "Content-Disposition",
    Vary: "Origin",
  });
}

function empty(status: 404 | 410): Response {
  return new Response(null, { status, headers: baseHeaders() });
}

/** UploadThing's host for an app's files, as `UTApi.generateSignedURL` builds it. */
function isUploadThingUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname.endsWith(".ufs.sh") || hostname === "utfs.io" || hostname.endsWith(".utfs.io");
  } catch {
    return false;
  }
}

async function redirectTarget(target: Extract<LinkTarget, { url: string }>, expiresAt: number): Promise<string | null> {
  if (!isUploadThingUrl(target.url)) {
    // A file shipped with the app (provider "static"): public already, no signature to add.
    return target.url;
  }
  const config = uploadThingConfig();
  if (config === null) return null;
  const ttlInSeconds = Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000));
  return await Micro.runPromise(
    generateSignedURL(`https://${config.appId}.ufs.sh/f/${target.fileKey}`, config.apiKey, { ttlInSeconds }),
  );
}

export const serveFileLink = httpAction(async (ctx, request) => {
  const { pathname } = new URL(request.url);
  // The token is base64url and a dot: nothing to decode (a malformed one fails the signature).
  const token = pathname.slice(FILE_LINK_PATH.length).split("/")[0] ?? "";
  const verified = await verifyFileLink(token, Date.now());
  if (!verified.ok) return empty(verified.reason === "expired" ? 410 : 404);
  const { claims } = verified;
  const target = await ctx.runQuery(internal.assignments.fileLinks.target, {
    ref: claims.ref,
    language: claims.language,
  });
  if (target === null) return empty(404);
  const headers = baseHeaders();
  if ("storageId" in target) {
    const blob = await ctx.storage.get(target.storageId);
    if (blob === null) return empty(404);
    headers.set("Content-Type", target.contentType || "application/octet-stream");
    headers.set("Content-Length", String(blob.size));
    headers.set("Content-Disposition", contentDispositionHeader(claims.disposition, target.name));
    headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
    return new Response(blob.stream(), { status: 200, headers });
  }
  const location = await redirectTarget(target, claims.expiresAt);
  if (location === null) return empty(404);
  headers.set("Location", location);
  return new Response(null, { status: 302, headers });
});
