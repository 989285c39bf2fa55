/**
 * Time to build one certificate PDF (convex/model/certificatePdf.ts, pdf-lib), as the download
 * action does on each download. Not a test: prints the figure for docs/certificates.md.
 * Run: node --import tsx scripts/bench-certificate.ts [runs]
 */
import { performance } from "node:perf_hooks";
import { renderCertificatePdf, type CertificatePdfInput } from "../convex/courses/model/certificatePdf";

const runs = Number(process.argv[2] ?? 200);
const input: CertificatePdfInput = {
  studentName: "Ada Lovelace",
  courseName: "Rust for Everyone: Ownership, Borrowing and Fearless Concurrency",
  teacherName: "Tess Teacher",
  issuedAt: Date.UTC(2026, 10, 22),
  code: "7K2M-9QXR-4TBV-H3ND",
  siteOrigin: "https://lyceum.example",
};

// The first build loads pdf-lib's font metrics: reported on its own, then warmed runs.
let started = performance.now();
const first = await renderCertificatePdf(input);
const coldMs = performance.now() - started;

const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  started = performance.now();
  await renderCertificatePdf({ ...input, code: `7K2M-9QXR-4TBV-${String(i).padStart(4, "0")}` });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
console.log(`certificate PDF: ${first.length} bytes`);
console.log(`first build (cold): ${coldMs.toFixed(1)} ms`);
console.log(`${runs} builds: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
