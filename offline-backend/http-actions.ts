/**
 * The site origin (CONVEX_SITE_URL): every request goes to the app's convex/http.ts router through
 * convex-test's `t.fetch`, as the caller identified by an `Authorization: Bearer <JWT>` header.
 * Request bodies are buffered; the response streams back. CORS headers are added when the route
 * did not set its own, and OPTIONS without a route gets a permissive preflight answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { copyStream, corsHeaders, readBody, sendPreflight, sendText } from "./http-util.ts";
import { bearerIdentity, type TokenVerifier, type VerifiedIdentity } from "./identity.ts";
import type { FunctionRunner } from "./runner.ts";
import type { UrlRewriter } from "./url-rewrite.ts";

export class HttpActions {
  constructor(
    private readonly runner: FunctionRunner,
    private readonly rewriter: UrlRewriter,
    private readonly verify: TokenVerifier,
    private readonly hasRouter: boolean,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    if (!this.hasRouter) {
      if (method === "OPTIONS") sendPreflight(req, res);
      else sendText(req, res, 404, "This project has no convex/http.ts");
      return;
    }
    let identity: VerifiedIdentity | null;
    try {
      identity = await bearerIdentity(req, this.verify);
    } catch (error) {
      sendText(req, res, 401, error instanceof Error ? error.message : "Invalid token");
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === "host" || name === "connection") continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const hasBody = method !== "GET" && method !== "HEAD";
    // Node's Buffers are views of plain ArrayBuffers (never shared), which is what BodyInit wants.
    const body = hasBody ? ((await readBody(req)) as Uint8Array<ArrayBuffer>) : undefined;
    const response = await this.runner
      .accessorFor(identity)
      .fetch(`${url.pathname}${url.search}`, { method, headers, ...(body && body.length > 0 ? { body } : {}) });
    if (method === "OPTIONS" && response.status === 404) {
      sendPreflight(req, res);
      return;
    }
    await this.sendResponse(req, res, response);
  }

  private async sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value;
    });
    const hasCors = Object.keys(headers).some((name) => name.startsWith("access-control-allow-origin"));
    const out: Record<string, string | string[]> = { ...(hasCors ? {} : corsHeaders(req)), ...headers };
    // Each cookie its own header (Convex Auth's OAuth sign-in sets state, PKCE and redirect cookies).
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) out["set-cookie"] = cookies;
    const type = headers["content-type"] ?? "";
    if (headers.location) out.location = this.rewriter.outgoingText(headers.location);
    // Only text is rewritten: a DOCX's type says "openxmlformats" and is bytes (a ZIP).
    if (/^(text\/|application\/(json|javascript|xml)\b)|\+(json|xml)\b/i.test(type)) {
      const text = this.rewriter.outgoingText(await response.text());
      delete out["content-length"];
      res.writeHead(response.status, out);
      res.end(req.method === "HEAD" ? undefined : text);
      return;
    }
    res.writeHead(response.status, out);
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    await copyStream(response.body, res);
    if (!res.destroyed) res.end();
  }
}
