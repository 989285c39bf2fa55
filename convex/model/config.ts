import { env } from "../_generated/server";

/** The one place that reads deployment variables. Getters, so tests can change them. */
export const deploymentConfig = {
  /** Convex Auth's token issuer (the deployment's HTTP-actions origin). */
  get convexSiteUrl(): string | undefined {
    return env.CONVEX_SITE_URL;
  },
  /** Comma or space separated e-mails that become Admin when they sign up. */
  get adminEmails(): string {
    return env.ADMIN_EMAILS ?? "";
  },
  /** Upload cap for course videos in bytes (default 500 MB). */
  get videoMaxBytes(): number | undefined {
    const configured = Number(env.VIDEO_MAX_BYTES);
    return Number.isFinite(configured) && configured > 0 ? configured : undefined;
  },
  /**
   * UploadThing credentials when `UPLOADTHING_TOKEN` is set (files then go to UploadThing),
   * null when it is not (files stay in Convex storage). Throws when the token is malformed.
   */
  get uploadThing(): UploadThingConfig | null {
    const raw = env.UPLOADTHING_TOKEN?.trim() ?? "";
    return raw === "" ? null : parseUploadThingToken(raw);
  },
};

/** What an UploadThing v7 token holds (base64 of JSON `{ apiKey, appId, regions, ingestHost? }`). */
export type UploadThingConfig = {
  apiKey: string;
  appId: string;
  /** The first region is where uploads go. */
  regions: string[];
  /** Defaults to "ingest.uploadthing.com". */
  ingestHost: string;
};

const HOST_PART = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i;

/** A configuration error that names the variable and what is wrong, never its value. */
function invalidToken(reason: string): Error {
  return new Error(
    `UPLOADTHING_TOKEN is not a valid UploadThing token: ${reason}. Copy UPLOADTHING_TOKEN from ` +
      "the UploadThing dashboard (API Keys) again, or remove the variable to store files in Convex.",
  );
}

function decodeBase64Json(raw: string): unknown {
  let text: string;
  try {
    const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    throw invalidToken("it is not base64");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidToken("it does not decode to JSON");
  }
}

/** Parses and checks an UploadThing token the way uploadthing 7's `UploadThingToken` schema does. */
export function parseUploadThingToken(raw: string): UploadThingConfig {
  const token = decodeBase64Json(raw);
  if (typeof token !== "object" || token === null || Array.isArray(token)) {
    throw invalidToken("it does not decode to a JSON object");
  }
  const { apiKey, appId, regions, ingestHost } = token as Record<string, unknown>;
  if (typeof apiKey !== "string" || !apiKey.startsWith("sk_")) {
    throw invalidToken("apiKey must be a secret key starting with sk_");
  }
  if (typeof appId !== "string" || !HOST_PART.test(appId)) {
    throw invalidToken("appId is missing or not an app id");
  }
  if (
    !Array.isArray(regions) ||
    regions.length === 0 ||
    !regions.every((region): region is string => typeof region === "string" && HOST_PART.test(region))
  ) {
    throw invalidToken("regions must be a non-empty list of region names");
  }
  if (ingestHost !== undefined && (typeof ingestHost !== "string" || !HOST_PART.test(ingestHost))) {
    throw invalidToken("ingestHost must be a host name");
  }
  return { apiKey, appId, regions, ingestHost: ingestHost ?? "ingest.uploadthing.com" };
}
