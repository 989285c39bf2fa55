/**
 * Lighthouse (performance category) of the built app, served like a static host serves it:
 *   npm run bench:web [-- --runs=3] [--dist=DIR] [--pages=home,catalogue,chat,...]
 *                     [--presets=mobile,desktop] [--brotli] [--http1] [--profile] [--renders] [--traces]
 * 1. starts the offline backend in memory with the sample data (courses, instructors), on free ports;
 * 2. builds the app with VITE_CONVEX_URL pointing at it (or takes --dist=DIR, built with the
 *    VITE_CONVEX_URL / VITE_CONVEX_SITE_URL of this shell, whose port the backend then takes);
 * 3. serves the build with scripts/lib/static-server.ts (gzip, immutable /assets/, no-cache HTML,
 *    prerendered pages, SPA fallback, the CSP naming that backend) over HTTPS with HTTP/2, as static
 *    hosts serve a deployment (a certificate made for the run; `--http1`: plain HTTP/1.1);
 * 4. runs Lighthouse 12 in Debian's Chromium for each page × preset, N times, and prints the median
 *    of each figure as a markdown table, with the machine's load averages (figures taken under load
 *    are not comparable). The signed-in pages (every screen a student lives on, and the teacher's
 *    assignments) show a course the bench makes first through the app's own functions (`makeScene`);
 *    the session is put in localStorage, which survives Lighthouse's reset of caches between runs.
 * Every report is written to bench-results/web-<time>/ (gitignored). Stops everything it started,
 * by PID, also on an error or Ctrl-C. docs/performance.md explains the figures and the goals.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { SourceMapConsumer } from "source-map-js";
import { makeFunctionReference } from "convex/server";
import { codeInSubject } from "../convex/shared/accountCodeRules.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/harness/chromium";
import { spawnOfflineBackend, stopGroup, waitForOfflineBackend } from "./lib/processes.mjs";
import { securityHeaders } from "./lib/security-headers.ts";
import {
  selfSignedCertificate,
  startStaticServer,
  type Encoding,
  type RunningStaticServer,
} from "./lib/static-server.ts";

/**
 * Every page measured, and who looks at it: a visitor (signed out), the bench's student (enrolled in
 * the bench's course) or its teacher (who owns it). Paths with a course or lesson are filled in once
 * the course exists (`pathOf`).
 */
const PAGES = {
  home: { path: "/", who: "visitor" },
  login: { path: "/login", who: "visitor" },
  register: { path: "/register", who: "visitor" },
  catalogue: { path: "/dashboard/viewcourse", who: "student" },
  learning: { path: "/dashboard/courseoverview", who: "student" },
  dashboard: { path: "/dashboard", who: "student" },
  course: { path: "/dashboard/:course/:name", who: "student" },
  lesson: { path: "/dashboard/coursedetail/:course/lessons/:lesson", who: "student" },
  assignments: { path: "/assignmentpage?course=:course", who: "student" },
  quiz: { path: "/quizpage", who: "student" },
  chat: { path: "/chatRoom?room=:course", who: "student" },
  grading: { path: "/assignmentpage?course=:course", who: "teacher" },
} as const satisfies Record<string, { path: string; who: Who }>;
type Who = "visitor" | "student" | "teacher";
type PageName = keyof typeof PAGES;
/** The bench's course, made through the app's own functions (tests/e2e/harness/seed.ts). */
type Scene = { course: string; name: string; lesson: string; sessions: Record<Exclude<Who, "visitor">, Session> };

function pathOf(page: PageName, scene: Scene | null): string {
  const template: string = PAGES[page].path;
  if (!template.includes(":")) return template;
  if (!scene) throw new Error(`${template} needs the bench's course`);
  return template
    .replace(":course", scene.course)
    .replace(":name", encodeURIComponent(scene.name))
    .replace(":lesson", scene.lesson);
}
type Preset = "mobile" | "desktop";
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;
type Figures = { score: number } & Record<keyof typeof METRICS, number>;
type Run = Figures & { page: PageName; preset: Preset; run: number; load: number[]; warnings: string[] };

const arg = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")[1];
const listArg = <T extends string>(name: string, all: readonly T[]): T[] => {
  const chosen = (arg(name)?.split(",") ?? all) as T[];
  const unknown = chosen.filter((c) => !all.includes(c));
  if (unknown.length > 0) throw new Error(`--${name}: unknown ${unknown.join(", ")} (choose from ${all.join(", ")})`);
  return chosen;
};
const runs = Math.max(1, Math.min(Number(arg("runs") ?? 3) || 3, 20));
const pages = listArg("pages", Object.keys(PAGES) as PageName[]);
const presets = listArg("presets", ["mobile", "desktop"] as const);
const encodings: Encoding[] = process.argv.includes("--brotli") ? ["br", "gzip"] : ["gzip"];
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

/** Everything started here, stopped by stopAll (by PID / process group). */
const cleanups: (() => Promise<unknown>)[] = [];
async function stopAll(): Promise<void> {
  await Promise.allSettled(
    cleanups
      .splice(0)
      .reverse()
      .map((stop) => stop()),
  );
}
process.once("SIGINT", () => void stopAll().finally(() => process.exit(130)));
process.once("SIGTERM", () => void stopAll().finally(() => process.exit(143)));

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** `vite build` into outDir for a backend at convexUrl; stopped with the rest on Ctrl-C. */
async function build(outDir: string, convexUrl: string, siteUrl: string): Promise<void> {
  const buildScript = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
    .build;
  if (buildScript !== "vite build") {
    console.warn(`Note: "npm run build" is "${buildScript}"; this script runs "vite build" only (or use --dist).`);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", outDir],
    {
      stdio: "inherit",
      detached: true,
      env: { ...process.env, VITE_CONVEX_URL: convexUrl, VITE_CONVEX_SITE_URL: siteUrl },
    },
  );
  const stop = () => stopGroup(child);
  cleanups.push(stop);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  cleanups.splice(cleanups.indexOf(stop), 1);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/**
 * The codes the backend has mailed, read from its log: with no mail service configured it prints
 * each mail (convex/mailer.ts), and a verification mail carries its code in the subject.
 */
function mailedCodes(backend: ChildProcess): (email: string) => Promise<string> {
  let log = "";
  backend.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  return async (email) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const mail = log.split("[mail] ").find((text) => text.includes(`\nTo: ${email}\n`));
      const code = codeInSubject(/\nSubject: (.*)/.exec(mail ?? "")?.[1] ?? "");
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No verification code was mailed to ${email}`);
  };
}

/**
 * The scene every signed-in page shows: a teacher's course with three lessons (published text), an
 * assignment, a quiz bank of ten questions, and a student enrolled in it; made by the app's own
 * functions over the backend's HTTP API, as the end-to-end specs seed (ADR 0048). Both people have
 * verified their address with the mailed code, as everyone who uses Lyceum past their first minutes
 * has: until then every page shows a box with the code's form (loaded after the page, ADR 0084),
 * which is not the screen a student lives on.
 */
async function makeScene(convexUrl: string, codeFor: (email: string) => Promise<string>): Promise<Scene> {
  process.env.E2E_BACKEND_URL = convexUrl;
  const { backendSession, newAccount, userIdOf } = await import("../tests/e2e/harness/fixtures");
  const { addLessons, clientAs, createCourse, isoDay, postAssignment, verifyAddress, writeBank } =
    await import("../tests/e2e/harness/seed");
  const teacherAccount = newAccount("teacher", "Bench Teacher");
  const teacherSession = await backendSession(teacherAccount, "signUp");
  const verify = async (token: string, email: string) => verifyAddress({ token, email }, await codeFor(email));
  await verify(teacherSession.token, teacherAccount.email);
  const teacher = { ...teacherAccount, token: teacherSession.token, userId: userIdOf(teacherSession.token) };
  const course = await createCourse(teacher, "Field Ecology", {
    description: "Read a landscape: soils, water, plants and the animals that live on them.",
    category: "Science",
  });
  await addLessons(teacher, course, ["Soils", "Water", "Plants"]);
  const lessons = await clientAs(teacher).query(
    makeFunctionReference<"query", { courseId: string }, { _id: string }[]>("courses/lessons:list"),
    {
      courseId: course.id,
    },
  );
  await postAssignment(teacher, course, {
    title: "Field report",
    instructions: "Describe one square metre of ground.",
    deadlineDate: isoDay(Date.now() + 7 * 86_400_000),
    deadlineTime: "18:00",
  });
  await writeBank(
    teacher,
    course,
    Array.from({ length: 10 }, (_, i) => ({
      question: `Question ${i + 1}: which layer holds the most roots?`,
      options: ["Topsoil", "Subsoil", "Bedrock", "Leaf litter"] as [string, string, string, string],
      answer: 1 as const,
    })),
  );
  const studentAccount = newAccount("student", "Bench Student");
  const studentSession = await backendSession(studentAccount, "signUp");
  await verify(studentSession.token, studentAccount.email);
  await clientAs({ token: studentSession.token }).mutation(
    makeFunctionReference<"mutation">("courses/enrollments:enroll"),
    {
      courseId: course.id,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    },
  );
  const lesson = lessons[0]?._id;
  if (!lesson) throw new Error("the bench course has no lesson");
  return {
    course: course.id,
    name: course.name,
    lesson,
    sessions: { teacher: teacherSession, student: { ...studentSession, userId: userIdOf(studentSession.token) } },
  };
}

type Session = { token: string; refreshToken: string; userId?: string };

/**
 * Puts `who`'s session where the app keeps it (Convex Auth's keys, namespaced by the backend URL),
 * with the student's current course (SPEC §3's localStorage keys), from a page of the app's
 * origin; a visitor's storage is emptied. Lighthouse's storage reset keeps localStorage.
 */
async function becomeWho(browser: Browser, appUrl: string, convexUrl: string, who: Who, scene: Scene | null) {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/robots.txt`);
  const namespace = convexUrl.replace(/[^a-zA-Z0-9]/g, "");
  const session = who === "visitor" || !scene ? null : scene.sessions[who];
  await page.evaluate(
    (namespace, session, course) => {
      localStorage.clear();
      if (!session) return;
      localStorage.setItem(`__convexAuthJWT_${namespace}`, session.token);
      localStorage.setItem(`__convexAuthRefreshToken_${namespace}`, session.refreshToken);
      if (course && session.userId) {
        localStorage.setItem("courseId", course.id);
        localStorage.setItem("courseName", course.name);
        localStorage.setItem("courseOwner", session.userId);
      }
    },
    namespace,
    session,
    scene && who === "student" ? { id: scene.course, name: scene.name } : null,
  );
  await page.close();
}

/**
 * One Lighthouse run in a new tab of the browser. Its storage reset clears the HTTP cache and the
 * origin's caches and service workers but not localStorage (Lighthouse 12's clearStorageTypes), so
 * the signed-in student's session survives it.
 */
async function lighthouseRun(port: number, url: string, preset: Preset) {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"] };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = { score: Math.round((lhr.categories.performance?.score ?? NaN) * 100) } as Figures;
  for (const [key, audit] of Object.entries(METRICS)) {
    figures[key as keyof typeof METRICS] = lhr.audits[audit]?.numericValue ?? NaN;
  }
  const warnings = lhr.runWarnings.map(String);
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  return { figures, warnings, json: result.report as string, finalUrl: lhr.finalDisplayedUrl, trace };
}

/** A new tab with an empty cache and the CPU slowed 4× (Lighthouse's mobile preset), for `--profile` and `--renders`. */
async function slowedPage(browser: Browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, cdp };
}

/**
 * `--profile`: where a page load's main-thread time goes, instead of Lighthouse. Loads the page with
 * the CPU slowed 4× (Lighthouse's mobile preset), records a CPU profile until the network is idle,
 * and prints the functions with the most self time and the total per script, then each long task
 * of the main thread (over 50 ms: what TBT counts) with the functions it spent its time in
 * (package and function name on a `vite build --sourcemap` build).
 */
async function profilePage(browser: Browser, url: string, dist: string): Promise<string> {
  const { page, cdp } = await slowedPage(browser);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  const started = Date.now();
  await page.goto(url, { waitUntil: "networkidle0" });
  const loaded = Date.now() - started;
  const { profile } = await cdp.send("Profiler.stop");
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString("utf8")) as {
    traceEvents: { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number }[];
  };
  // Main-thread time by trace event (the renderer's main thread: where RunTask events are longest).
  const tasks = trace.traceEvents.filter((event) => event.name === "RunTask" && event.ph === "X");
  const perThread = new Map<string, number>();
  for (const task of tasks)
    perThread.set(`${task.pid}:${task.tid}`, (perThread.get(`${task.pid}:${task.tid}`) ?? 0) + (task.dur ?? 0));
  const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const perEvent = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.ph !== "X" || `${event.pid}:${event.tid}` !== main || event.name === "RunTask") continue;
    perEvent.set(event.name, (perEvent.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  await page.close();
  const selfMs = new Map<string, number>();
  const perScript = new Map<string, number>();
  const perSource = new Map<string, number>();
  const maps = new Map<string, SourceMapConsumer | null>();
  /** Where a minified position came from, when the build has source maps (--sourcemap). */
  const positionOf = (file: string, line: number, column: number) => {
    if (line < 0) return null;
    if (!maps.has(file)) {
      const mapFile = path.join(dist, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
    }
    const position = maps.get(file)?.originalPositionFor({ line: line + 1, column: Math.max(column, 0) });
    if (!position?.source) return null;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source)?.[1];
    return { pkg, source: position.source.replace(/^(\.\.\/)+/, ""), name: position.name };
  };
  /** The package or app folder a minified position came from. */
  const sourceOf = (file: string, line: number, column: number): string | null => {
    const position = positionOf(file, line, column);
    return position ? (position.pkg ?? position.source.replace(/\/[^/]+$/, "/")) : null;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url: script, lineNumber } = node.callFrame;
    const file = script.replace(/^https?:\/\/[^/]+/, "") || "(native)";
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
    perScript.set(file, (perScript.get(file) ?? 0) + ms);
    const source = file.startsWith("/assets/") ? sourceOf(file, lineNumber, node.callFrame.columnNumber) : null;
    const where = source ?? file;
    perSource.set(where, (perSource.get(where) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join("\n");
  // Each long task: the samples taken inside it, by function (package:function, or the app's file).
  let clock = profile.startTime;
  const sampledAt = deltas.map((delta) => (clock += delta));
  const longTasks = tasks.filter((task) => `${task.pid}:${task.tid}` === main && (task.dur ?? 0) > 50_000);
  const firstTask = tasks[0]?.ts ?? 0;
  const perTask = longTasks.map((task) => {
    const inside = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const at = sampledAt[i] ?? 0;
      const node = byId.get(id);
      if (!node || at < task.ts || at > task.ts + (task.dur ?? 0)) return;
      const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
      const file = script.replace(/^https?:\/\/[^/]+/, "") || "(native)";
      const position = file.startsWith("/assets/") ? positionOf(file, lineNumber, columnNumber) : null;
      const key = position
        ? `${position.pkg ?? position.source}: ${position.name ?? (functionName || "(anonymous)")}`
        : `${functionName || "(anonymous)"} ${file}`;
      inside.set(key, (inside.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    });
    const at = ((task.ts - firstTask) / 1000).toFixed(0);
    return `  at ${at} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms:\n${top(inside, 6).replace(/^/gm, "  ")}`;
  });
  return `${url}: network idle after ${loaded} ms (CPU 4× slower)\nmain thread by trace event (nested events counted in each):\n${top(perEvent, 14)}\nper script:\n${top(perScript, 8)}\nper source (a --sourcemap build):\n${top(perSource, 20)}\nself time:\n${top(selfMs, 15)}\nlong tasks (over 50 ms), and the functions their sampled time went to:\n${perTask.join("\n")}`;
}

/** The stand-in for React DevTools' hook that `--renders` puts in the page before its scripts. */
const RENDERS_HOOK = `(() => {
  const log = [];
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  let previous = new Set();
  const nameOf = (type) => {
    if (typeof type === "function") return type.displayName || type.name || "(anonymous)";
    if (type && typeof type === "object") return type.displayName || (type.render && type.render.name) || nameOf(type.type);
    return "?";
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const seen = new Set();
      const roots = [];
      let rendered = 0;
      let mounted = 0;
      const walk = (fiber, parentRendered) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f);
          const component = [0, 1, 11, 14, 15].includes(f.tag);
          // Rendered in this commit: new, or swapped in for last commit's fiber with work done
          // (PerformedWork); a subtree React bailed out of keeps last commit's very objects.
          const did = component && !previous.has(f) && (f.alternate === null || (f.flags & 1) === 1);
          if (did) {
            rendered += 1;
            if (f.alternate === null) mounted += 1;
            if (!parentRendered) roots.push(nameOf(f.type) + (f.alternate === null ? " (new)" : ""));
          }
          walk(f.child, parentRendered || did);
        }
      };
      walk(root.current, false);
      previous = seen;
      log.push({ at: performance.now(), roots, rendered, mounted });
    },
  };
  // DOM insertions that take long (over 2 ms): what was put where.
  const slow = [];
  for (const method of ["appendChild", "insertBefore"]) {
    const original = Node.prototype[method];
    Node.prototype[method] = function (node, ...rest) {
      const start = performance.now();
      const result = original.call(this, node, ...rest);
      const ms = performance.now() - start;
      if (ms > 2) {
        const what = node.nodeName + (node.rel ? "[rel=" + node.rel + "]" : "") + (node.href ? " " + node.href.split("/").pop() : "");
        slow.push({ at: start, ms, what: method + " " + what + " into " + this.nodeName + (node.childElementCount ? " (" + node.querySelectorAll("*").length + " elements)" : "") });
      }
      return result;
    };
  }
  window.__renders = { log, tasks, slow };
})();`;

/**
 * `--renders`: each React commit of a page load, with the CPU slowed 4×: when it happened, the long
 * tasks (over 50 ms) around it, and the components that rendered in it, shallowest first (the ones
 * whose parent did not render: what the update started from). A stand-in for React DevTools' hook
 * sees every commit; component names need a build without minifying (`vite build --minify false`).
 */
async function rendersOf(browser: Browser, url: string): Promise<string> {
  const { page } = await slowedPage(browser);
  // A string, not a function: tsx's transform would add helpers (__name) the page does not have.
  await page.evaluateOnNewDocument(RENDERS_HOOK);
  await page.goto(url, { waitUntil: "networkidle0" });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { log, tasks, slow } = await page.evaluate(
    () =>
      (window as unknown as Record<string, unknown>).__renders as {
        log: { at: number; roots: string[]; rendered: number; mounted: number }[];
        tasks: { at: number; ms: number }[];
        slow: { at: number; ms: number; what: string }[];
      },
  );
  await page.close();
  const events = [
    ...log.map((c) => ({
      at: c.at,
      line: `commit: ${c.rendered} rendered (${c.mounted} new) from ${[...new Set(c.roots)].slice(0, 8).join(", ")}${new Set(c.roots).size > 8 ? ", …" : ""}`,
    })),
    ...tasks.map((t) => ({ at: t.at, line: `long task ${t.ms.toFixed(0)} ms (blocking ${(t.ms - 50).toFixed(0)})` })),
    ...slow.map((s) => ({ at: s.at, line: `${s.what}: ${s.ms.toFixed(0)} ms` })),
  ].sort((a, b) => a.at - b.at);
  const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
  return `${url}: ${log.length} commits, ${tasks.length} long tasks, ${blocking.toFixed(0)} ms over 50 ms in all (CPU 4× slower)\n${events.map((e) => `  ${e.at.toFixed(0).padStart(6)} ms  ${e.line}`).join("\n")}`;
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function withRetries<T>(what: string, attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= tries || !(error instanceof Error) || !error.message.startsWith("Lighthouse:")) throw error;
      console.warn(`${what}: ${error.message.split("(")[0].trim()}; trying again.`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(results: Run[]): string {
  const lines = [
    "| page | preset | score | FCP | LCP | TBT | CLS | Speed Index | load (1 min) |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const page of pages) {
    for (const preset of presets) {
      const these = results.filter((r) => r.page === page && r.preset === preset);
      if (these.length === 0) continue;
      const m = (key: keyof Figures) => median(these.map((r) => r[key]));
      const loads = these.map((r) => r.load[0]);
      lines.push(
        `| ${page} (${PAGES[page].who}) | ${preset} | ${m("score")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ` +
          `${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${seconds(m("si"))} | ` +
          `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} |`,
      );
    }
  }
  return lines.join("\n");
}

/**
 * Plain HTTP/1.1 instead of HTTPS with HTTP/2 (figures before 28 November 2026 were taken so).
 * Lighthouse's simulation models the protocol it sees: over HTTP/1.1 six connections, each new one a
 * handshake and each request a round trip; over HTTP/2 one connection that carries them all.
 */
const http1 = process.argv.includes("--http1");

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.resolve("bench-results", `web-${stamp}`);
  mkdirSync(outDir, { recursive: true });
  const given = arg("dist");
  const configured = given ? process.env.VITE_CONVEX_URL : undefined;
  const backendPort = configured ? Number(new URL(configured).port) : await freePort();
  const sitePort =
    process.env.VITE_CONVEX_SITE_URL && given
      ? Number(new URL(process.env.VITE_CONVEX_SITE_URL).port)
      : backendPort + 1;
  if (given && !configured) console.warn("--dist without VITE_CONVEX_URL: the page's live parts get no backend.");
  const appPort = await freePort();
  const appUrl = `${http1 ? "http" : "https"}://127.0.0.1:${appPort}`;
  const convexUrl = `http://127.0.0.1:${backendPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  console.log(`Load before start: ${load().join(", ")} (1/5/15 min). Runs per page and preset: ${runs}.`);

  const backend = spawnOfflineBackend({
    port: backendPort,
    sitePort,
    inMemory: true,
    seed: true,
    appOrigins: [appUrl],
    env: { ...process.env, AUTH_LOG_LEVEL: "WARN" },
  });
  cleanups.push(() => stopGroup(backend));
  const codeFor = mailedCodes(backend);
  const ready = waitForOfflineBackend(backend, { timeoutMs: 120_000 });
  ready.catch(() => undefined); // awaited after the build
  const dist = given ? path.resolve(given) : path.join(path.resolve("bench-results"), "web-dist");
  if (!given) await build(dist, convexUrl, siteUrl);
  await ready;

  const server: RunningStaticServer = await startStaticServer({
    root: dist,
    port: appPort,
    encodings,
    headers: securityHeaders({ convexUrl, convexSiteUrl: siteUrl }),
    tls: http1 ? undefined : selfSignedCertificate(),
  });
  cleanups.push(() => server.close());

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", ...(http1 ? [] : ["--ignore-certificate-errors"]), ...CHROMIUM_ARGS],
    handleSIGINT: false, // ours stops the backend too
  });
  cleanups.push(async () => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  cleanups.push(() => browser.disconnect());
  const results: Run[] = [];
  // Visitors first, then the student's pages, then the teacher's: one change of session each.
  const order: Who[] = ["visitor", "student", "teacher"];
  const ordered = [...pages].sort((a, b) => order.indexOf(PAGES[a].who) - order.indexOf(PAGES[b].who));
  const scene = ordered.some((p) => PAGES[p].who !== "visitor") ? await makeScene(convexUrl, codeFor) : null;
  let current: Who | null = null;
  for (const page of ordered) {
    const { who } = PAGES[page];
    if (who !== current) await becomeWho(browser, appUrl, convexUrl, who, scene);
    current = who;
    const pagePath = pathOf(page, scene);
    if (process.argv.includes("--renders")) {
      console.log(await rendersOf(browser, appUrl + pagePath));
      continue;
    }
    if (process.argv.includes("--profile")) {
      console.log(await profilePage(browser, appUrl + pagePath, dist));
      continue;
    }
    for (const preset of presets) {
      for (let run = 1; run <= runs; run += 1) {
        const loadNow = load();
        const { figures, warnings, json, finalUrl, trace } = await withRetries(`${pagePath} ${preset} #${run}`, () =>
          lighthouseRun(chrome.port, appUrl + pagePath, preset),
        );
        // A signed-out person lands on /login: that would be a figure of the wrong page.
        const landed = new URL(finalUrl);
        if (
          landed.pathname + landed.search !==
          new URL(appUrl + pagePath).pathname + new URL(appUrl + pagePath).search
        ) {
          throw new Error(`${pagePath} ended at ${finalUrl}`);
        }
        writeFileSync(path.join(outDir, `${page}-${preset}-${run}.json`), json);
        // `--traces`: the page load's trace as Lighthouse recorded it (before its simulation), for
        // DevTools' Performance panel or a script: where the observed main-thread time went.
        if (process.argv.includes("--traces")) {
          writeFileSync(path.join(outDir, `${page}-${preset}-${run}.trace.json`), JSON.stringify(trace));
        }
        results.push({ ...figures, page, preset, run, load: loadNow, warnings });
        console.log(
          `${page} ${preset} #${run}: ${figures.score}, FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, ` +
            `TBT ${Math.round(figures.tbt)} ms, load ${loadNow[0]}` +
            (warnings.length > 0 ? ` (${warnings.join("; ")})` : ""),
        );
      }
    }
  }

  const busiest = Math.max(...results.map((r) => r.load[0]));
  const quiet = busiest <= 0.5 * availableParallelism();
  const summary =
    `${table(results)}\n\nMedian of ${runs} run(s) per row; Lighthouse 12.8.2, ${CHROMIUM_PATH}, ` +
    `${encodings.join("/")} compression, ${http1 ? "HTTP/1.1" : "HTTPS with HTTP/2"}. Load averages at the end: ${load().join(", ")} (1/5/15 min).\n` +
    (quiet
      ? ""
      : `PRELIMINARY: 1-minute load up to ${busiest} on ${availableParallelism()} cores; take figures on a quiet machine.\n`);
  writeFileSync(path.join(outDir, "summary.md"), summary);
  writeFileSync(path.join(outDir, "summary.json"), JSON.stringify({ runs: results }, null, 2));
  console.log(`\n${summary}\nReports: ${path.relative(process.cwd(), outDir)}/`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
