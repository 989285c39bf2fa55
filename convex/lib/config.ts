import { env } from "../_generated/server";
import { DEFAULT_ARTICLES_FEED_URL } from "../shared/articlesRules";
import { QUESTION_MS } from "../shared/quizRules";
import { UPLOADTHING_ROUTE_PATH } from "../shared/uploadthingRoute";

/** The one place that reads deployment variables. Getters, so tests can change them. */
export const deploymentConfig = {
  /** Convex Auth's token issuer (the deployment's HTTP-actions origin). */
  get convexSiteUrl(): string | undefined {
    return env.CONVEX_SITE_URL;
  },
  /** The app's origin (Convex Auth's SITE_URL); unset on a bare offline backend. */
  get siteUrl(): string | undefined {
    return env.SITE_URL?.trim() || undefined;
  },
  /**
   * Google sign-in (built-in auth) when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are both set, else
   * null. AUTH_GOOGLE_ISSUER replaces Google's issuer: for the offline tests' local OpenID server only.
   */
  get googleSignIn(): { issuer: string | undefined } | null {
    if (!env.AUTH_GOOGLE_ID?.trim() || !env.AUTH_GOOGLE_SECRET?.trim()) return null;
    return { issuer: env.AUTH_GOOGLE_ISSUER?.trim() || undefined };
  },
  /**
   * Clerk, when configured: CLERK_JWT_ISSUER_DOMAIN (the Issuer of Clerk's "convex" JWT template,
   * which auth.config.ts accepts) and CLERK_WEBHOOK_SECRET (the signing secret, `whsec_…`, of the
   * webhook endpoint that keeps users in step: docs/accounts.md). Either is null when unset.
   */
  get clerk(): { issuer: string | null; webhookSecret: string | null } {
    return {
      issuer: env.CLERK_JWT_ISSUER_DOMAIN?.trim() || null,
      webhookSecret: env.CLERK_WEBHOOK_SECRET?.trim() || null,
    };
  },
  /** Comma or space separated e-mails that become Admin when they sign up. */
  get adminEmails(): string {
    return env.ADMIN_EMAILS ?? "";
  },
  /** Upload cap for course videos in bytes (default 500 MB). */
  get videoMaxBytes(): number | undefined {
    return positiveNumber(env.VIDEO_MAX_BYTES);
  },
  /** Upload cap for assignment questions and submissions in bytes (default 20 MB, ADR 0062). */
  get documentMaxBytes(): number | undefined {
    return positiveNumber(env.DOCUMENT_MAX_BYTES);
  },
  /**
   * `UPLOADTHING_TOKEN` when set (files then go to UploadThing; `uploadThingConfig` in
   * ./uploadthing.ts reads it), null when not (files stay in Convex storage).
   */
  get uploadThingToken(): string | null {
    const token = env.UPLOADTHING_TOKEN?.trim() ?? "";
    return token === "" ? null : token;
  },
  /**
   * Where UploadThing calls the file router back (ADR 0064): UPLOADTHING_CALLBACK_URL (uploadthing's
   * own setting; e.g. a self-hosted deployment's public name) when set, else the router on
   * CONVEX_SITE_URL. Undefined: neither is known.
   */
  get uploadThingCallbackUrl(): string | undefined {
    const own = env.UPLOADTHING_CALLBACK_URL?.trim() ?? "";
    if (own !== "") return own;
    const site = env.CONVEX_SITE_URL?.trim().replace(/\/+$/, "") ?? "";
    return site === "" ? undefined : `${site}${UPLOADTHING_ROUTE_PATH}`;
  },
  /**
   * The key material file links are signed with (ADR 0062): FILE_LINK_SECRET when set, else
   * Convex Auth's JWT_PRIVATE_KEY (every deployment, `npm start`, the offline backend and the tests
   * have it), used under its own label so no token of one kind passes as the other. Null: neither.
   */
  get fileLinkSecret(): string | null {
    const own = env.FILE_LINK_SECRET?.trim() ?? "";
    if (own !== "") return `FILE_LINK_SECRET:${own}`;
    const jwtKey = env.JWT_PRIVATE_KEY?.trim() ?? "";
    return jwtKey === "" ? null : `JWT_PRIVATE_KEY:${jwtKey}`;
  },
  /** How mail is sent (convex/model/mail.ts chooses): SMTP_URL, RESEND_API_KEY, MAIL_FROM. */
  get mail(): { smtpUrl?: string; resendApiKey?: string; mailFrom?: string } {
    return { smtpUrl: env.SMTP_URL, resendApiKey: env.RESEND_API_KEY, mailFrom: env.MAIL_FROM };
  },
  /**
   * Web Push (ADR 0088): the VAPID key pair (`npx web-push generate-vapid-keys`) and a contact
   * (VAPID_SUBJECT, `mailto:` or https) push services may write to. Push is off while a key is missing.
   * PUSH_ALLOW_LOOPBACK=1 (the end-to-end tests' backend only) also accepts http://127.0.0.1
   * endpoints, for a local push service; a deployment accepts https endpoints only.
   */
  get push(): { publicKey: string; privateKey: string; subject: string; allowLoopback: boolean } | null {
    const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? "";
    const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? "";
    if (publicKey === "" || privateKey === "") return null;
    const subject = env.VAPID_SUBJECT?.trim() || "mailto:admin@localhost";
    return { publicKey, privateKey, subject, allowLoopback: env.PUSH_ALLOW_LOOPBACK === "1" };
  },
  /** The programming articles feed (dev.to's API shape); default: dev.to, tag programming, 4 items. */
  get articlesFeedUrl(): string {
    const url = env.ARTICLES_FEED_URL?.trim() ?? "";
    return url === "" ? DEFAULT_ARTICLES_FEED_URL : url;
  },
  /**
   * Milliseconds a quiz question stays open before its allowance (SPEC §9: 30 s, QUESTION_MS).
   * QUIZ_QUESTION_SECONDS changes it: only the end-to-end tests' offline backend sets it (a short
   * time-out instead of half a minute of waiting, ADR 0048); a deployment leaves it unset.
   */
  get quizQuestionMs(): number {
    const seconds = positiveNumber(env.QUIZ_QUESTION_SECONDS);
    return seconds === undefined ? QUESTION_MS : Math.round(seconds * 1000);
  },
  /**
   * DIGEST_EVERY_SECONDS: a digest comes that many seconds after its first waiting item instead of
   * at the person's hour. Only the end-to-end tests' offline backend sets it
   * (tests/e2e/harness/global-setup.ts), so a digest arrives within the test; unset: daily.
   */
  get digestEveryMs(): number | undefined {
    const seconds = positiveNumber(env.DIGEST_EVERY_SECONDS);
    return seconds === undefined ? undefined : Math.round(seconds * 1000);
  },
};

function positiveNumber(value: string | undefined): number | undefined {
  const configured = Number(value);
  return Number.isFinite(configured) && configured > 0 ? configured : undefined;
}
