/**
 * The sample courses' short videos (docs/lessons.md, ADR 0024), made once and committed:
 *   node --import tsx scripts/make-sample-videos.ts
 * Headless Chromium draws a few title cards on a canvas and records them with MediaRecorder
 * (VP8 WebM, no ffmpeg needed); a Duration is then written into each file so browsers show its
 * length and can seek. Writes public/samples/videos/<slug>.webm and the list the seed reads,
 * convex/model/sampleVideos.ts. Recordings are not byte-identical from run to run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/harness/chromium";
import { lessonTitlesFor } from "../convex/courses/model/lessonCatalog";
import { withDuration } from "./lib/webm-duration";

/** Where the files are served from; they live under public/ at the same path. */
const VIDEOS_URL = "/samples/videos";
const OUT_DIR = path.join("public", VIDEOS_URL);
const MANIFEST = "convex/shared/sampleVideos.ts";
const SECONDS = 12;
const FPS = 10;

/** One video per SPEC course: its colour and three points of its first lesson. */
const VIDEOS = [
  {
    course: "Python Course",
    slug: "python",
    colour: "#306998",
    points: ["Install Python 3", "Run code in the REPL", "Write and run hello.py"],
  },
  {
    course: "Java",
    slug: "java",
    colour: "#b0721a",
    points: ["Install a JDK", "Compile with javac", "Run with java"],
  },
  {
    course: "JavaScript",
    slug: "javascript",
    colour: "#8a7a00",
    points: ["Open the browser console", "Add a <script> to a page", "Print with console.log"],
  },
  {
    course: "React Js",
    slug: "react",
    colour: "#087ea4",
    points: ["UI as components", "Describe what to show", "React updates the page"],
  },
  {
    course: "Node js",
    slug: "node",
    colour: "#3c873a",
    points: ["JavaScript outside the browser", "Run a file with node", "Use the npm registry"],
  },
  {
    course: "Android Development",
    slug: "android",
    colour: "#2e7d32",
    points: ["Apps, activities, views", "Kotlin in Android Studio", "Run on an emulator"],
  },
] as const;

type Card = { course: string; lesson: string; colour: string; points: readonly string[] };
type SampleVideo = { course: string; url: string; name: string; bytes: number };

/** Runs in the page (so it uses nothing from this module): records the cards and returns the WebM as base64. */
async function record({ card, seconds, fps }: { card: Card; seconds: number; fps: number }): Promise<string> {
  const [width, height, left] = [480, 270, 28];
  const lineWidth = width - 2 * left;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d");
  if (!g) throw new Error("no 2d canvas");
  const text = (font: string, line: string, x: number, y: number, maxWidth?: number) => {
    g.font = font;
    g.fillText(line, x, y, maxWidth);
  };
  const clock = (s: number) => `0:${String(Math.floor(s)).padStart(2, "0")}`;
  /** The card at `t` seconds: title, lesson, the points shown so far (one every 3 s from 2 s), progress. */
  const draw = (t: number) => {
    g.fillStyle = card.colour;
    g.fillRect(0, 0, width, height);
    g.fillStyle = "white";
    text("bold 30px sans-serif", card.course, left, 60);
    text("16px sans-serif", `Lesson 1 · ${card.lesson}`, left, 92, lineWidth);
    card.points.forEach((point, i) => {
      if (t >= 2 + i * 3) text("20px sans-serif", `•  ${point}`, 40, 140 + i * 34);
    });
    g.fillStyle = "rgba(255,255,255,0.35)";
    g.fillRect(left, height - 24, lineWidth, 6);
    g.fillStyle = "white";
    g.fillRect(left, height - 24, (lineWidth * Math.min(t, seconds)) / seconds, 6);
    text("14px sans-serif", `${clock(t)} / ${clock(seconds)}`, 380, 236);
  };
  draw(0);
  const recorder = new MediaRecorder(canvas.captureStream(fps), {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 60_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const started = performance.now();
  recorder.start(1000);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const t = (performance.now() - started) / 1000;
      draw(t);
      if (t >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / fps);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Records every video in one headless Chromium page and writes its file. */
async function recordAll(): Promise<SampleVideo[]> {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const made: SampleVideo[] = [];
  try {
    const page = await browser.newPage();
    // tsx compiles `record` with esbuild's keepNames, which calls a __name helper the page lacks.
    await page.evaluate("globalThis.__name = (fn) => fn");
    for (const video of VIDEOS) {
      const card: Card = { ...video, lesson: lessonTitlesFor(video.course)[0] ?? "Welcome" };
      const base64 = await page.evaluate(record, { card, seconds: SECONDS, fps: FPS });
      const webm = withDuration(new Uint8Array(Buffer.from(base64, "base64")), 1000 / FPS);
      const name = `${video.slug}.webm`;
      writeFileSync(path.join(OUT_DIR, name), webm);
      made.push({ course: video.course, url: `${VIDEOS_URL}/${name}`, name, bytes: webm.length });
      console.log(`${OUT_DIR}/${name}: ${webm.length} bytes`);
    }
  } finally {
    await browser.close();
  }
  return made;
}

/** convex/model/sampleVideos.ts, written the way Prettier prints it so `npm run format:check` stays quiet. */
function manifestSource(made: readonly SampleVideo[]): string {
  const key = (name: string) => (/^[A-Za-z]\w*$/.test(name) ? name : JSON.stringify(name));
  const entries = made.map(
    ({ course, url, name, bytes }) =>
      `  ${key(course)}: { url: ${JSON.stringify(url)}, name: ${JSON.stringify(name)}, bytes: ${bytes} },`,
  );
  return [
    "// Generated by scripts/make-sample-videos.ts; do not edit. The seed's sample videos: files",
    "// shipped with the app under public/ (a mutation cannot store bytes), by course name.",
    "export const SAMPLE_VIDEOS: Readonly<Record<string, { url: string; name: string; bytes: number }>> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

const made = await recordAll();
writeFileSync(MANIFEST, manifestSource(made));
const total = made.reduce((sum, v) => sum + v.bytes, 0);
console.log(`${made.length} videos, ${total} bytes in all; wrote ${MANIFEST}`);
