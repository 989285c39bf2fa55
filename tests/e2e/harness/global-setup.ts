/**
 * Starts what the end-to-end tests run against, on free ports: the offline backend (in memory,
 * one shared instance) and the built app served by `vite preview`. Workers read the app's URL
 * from E2E_BASE_URL, set here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:net";
import webpush from "web-push";
import { spawnOfflineBackend, stopGroup, waitForHttp, waitForOfflineBackend } from "../../../scripts/lib/processes.mjs";
import { ADMIN_EMAIL } from "./accounts";
import { startArticlesFeed } from "./articles-feed";
import { ADMIN, backendSession } from "./fixtures";
import { QUIZ_QUESTION_SECONDS } from "./quiz-time";
import { DIGEST_EVERY_SECONDS } from "./digest-time";
import { verifyAddress } from "./seed";
import { startMailCatcher, VERIFICATION_SUBJECT, waitForCode } from "./mail";

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion, its output shown; rejects unless it exits 0. */
async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { stdio: "inherit", env });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`);
}

/**
 * Convex Auth's Google provider against the local issuer (docs/google-sign-in.md): a test client,
 * and SITE_URL, where the backend's OAuth callback sends the browser back to.
 */
function googleSignInEnv(port: number, appUrl: string): Record<string, string> {
  return {
    AUTH_GOOGLE_ID: "lyceum-e2e-client",
    AUTH_GOOGLE_SECRET: "lyceum-e2e-secret",
    AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    SITE_URL: appUrl,
  };
}

/** VAPID keys made for this run, and http endpoints on 127.0.0.1 allowed (a local push service). */
function pushEnv(): Record<string, string> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: "mailto:e2e@lyceum.test",
    PUSH_ALLOW_LOOPBACK: "1",
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const [backendPort, sitePort, appPort] = [await freePort(), await freePort(), await freePort()];
  // Google sign-in goes to a local OpenID Connect server that google.spec.ts starts on this port.
  const googlePort = await freePort();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  // E2E_DIST_DIR lets two runs in one checkout build side by side; npm test uses dist/.
  const outDir = process.env.E2E_DIST_DIR ?? "dist";

  // The articles feed (/resources) is served locally; the backend's functions read its address.
  const feed = await startArticlesFeed();
  // Lyceum's mails (verification and reset codes) go to a local maildev; tests read them (harness/mail.ts).
  const mail = await startMailCatcher(await freePort(), await freePort());
  const backend = spawnOfflineBackend({
    port: backendPort,
    sitePort,
    inMemory: true,
    appOrigins: [appUrl],
    // E2E_BACKEND_LOG=<file> keeps the backend's errors (a function's "Server Error" in full).
    ...(process.env.E2E_BACKEND_LOG ? { stderr: openSync(process.env.E2E_BACKEND_LOG, "w") } : {}),
    env: {
      ...process.env,
      ADMIN_EMAILS: ADMIN_EMAIL,
      ARTICLES_FEED_URL: feed.url,
      SMTP_URL: mail.smtpUrl,
      QUIZ_QUESTION_SECONDS: `${QUIZ_QUESTION_SECONDS}`,
      DIGEST_EVERY_SECONDS: `${DIGEST_EVERY_SECONDS}`,
      // Web Push to a push service on the loopback (push.spec, ADR 0088).
      ...pushEnv(),
      ...googleSignInEnv(googlePort, appUrl),
    },
  });
  const ready = waitForOfflineBackend(backend);
  ready.catch(() => undefined); // awaited below, after the build; no unhandled rejection meanwhile
  let app: ChildProcess | undefined;
  const stopAll = async () => {
    await Promise.all([app ? stopGroup(app) : undefined, stopGroup(backend), feed.close(), mail.close()]);
  };

  try {
    // The app is built once with the backend's URL baked in, as in production.
    if (!process.env.E2E_SKIP_BUILD) {
      await runToEnd("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir], {
        ...process.env,
        VITE_CONVEX_URL: backendUrl,
        VITE_CONVEX_SITE_URL: `http://127.0.0.1:${sitePort}`,
      });
    }
    await ready;

    app = spawn(
      "npx",
      ["vite", "preview", "--outDir", outDir, "--port", `${appPort}`, "--strictPort", "--host", "127.0.0.1"],
      {
        detached: true,
        stdio: "ignore",
        // vite.config.ts builds the preview's CSP from these (connect-src etc. must name the backend).
        env: { ...process.env, VITE_CONVEX_URL: backendUrl, VITE_CONVEX_SITE_URL: `http://127.0.0.1:${sitePort}` },
      },
    );
    await waitForHttp(appUrl, { timeoutMs: 30_000, intervalMs: 100, child: app, what: "vite preview" });

    process.env.E2E_BASE_URL = appUrl;
    process.env.E2E_BACKEND_URL = backendUrl;
    process.env.E2E_ARTICLES_FEED_URL = feed.url;
    process.env.E2E_MAIL_API = mail.apiUrl;
    process.env.E2E_GOOGLE_ISSUER_PORT = `${googlePort}`;
    await registerAdmin();
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/**
 * The one Admin of the test backend registers and verifies its address once, here, before any
 * worker starts (two workers signing in as Admin at the same moment would both find no account and
 * both register it). Through the backend, as the Register form and the verification banner do
 * (auth:signIn, then account:verifyEmail with the mailed code): ADMIN_EMAILS makes an Admin only
 * once the address is verified (docs/accounts.md). Both forms are tested in their own specs.
 */
async function registerAdmin(): Promise<void> {
  const session = await backendSession(ADMIN, "signUp");
  await verifyAddress(
    { token: session.token, email: ADMIN.email },
    await waitForCode(ADMIN.email, { subject: VERIFICATION_SUBJECT }),
  );
}
