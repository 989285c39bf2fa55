import type { Page } from "@playwright/test";

/** A 4×4 red PNG: a real image for upload fields. */
export const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAEAQMAAACTPww9AAAAA1BMVEX/AAAZ4gk3AAAAC0lEQVR4nGNgQAUAAAwAAYvLZ24AAAAASUVORK5CYII=",
  "base64",
);

/**
 * A short WebM video recorded in the browser itself (canvas + MediaRecorder), so the test needs
 * no committed media file. Returns its bytes.
 */
export async function recordWebm(page: Page, seconds = 2): Promise<Buffer> {
  const base64 = await page.evaluate(async (durationMs) => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      context.fillStyle = `hsl(${(frame * 12) % 360} 70% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = "white";
      context.font = "32px sans-serif";
      context.fillText(String(frame), 50, 70);
    }, 66);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, durationMs));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds * 1000);
  return Buffer.from(base64, "base64");
}
