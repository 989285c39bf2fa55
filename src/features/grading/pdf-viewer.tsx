/**
 * A PDF shown in the page with pdf.js (Mozilla's viewer library, pinned in package.json): each page
 * drawn on a canvas the width of the column, its text beside it for screen readers. Its worker is
 * a file of our own build, served from our origin (CSP worker-src 'self'); no code from elsewhere,
 * no eval (isEvalSupported: false).
 * Loaded only when the grader opens a PDF (ADR 0063).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { t as translate, useT } from "./i18n";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a longer file says so and offers the download. */
const MAX_PAGES = 60;

export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const t = useT();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: "loading" | "shown" | "failed"; pages: number }>({
    status: "loading",
    pages: 0,
  });

  useEffect(() => {
    const holder = pagesRef.current;
    if (holder === null) return;
    let cancelled = false;
    const task = getDocument({ url, isEvalSupported: false });
    let pdf: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        pdf = await task.promise;
        const width = Math.max(280, holder.clientWidth);
        const pixels = Math.min(window.devicePixelRatio || 1, 2);
        const count = Math.min(pdf.numPages, MAX_PAGES);
        for (let number = 1; number <= count && !cancelled; number += 1) {
          const page = await pdf.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * pixels });
          const canvas = document.createElement("canvas");
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = "100%";
          canvas.className = "bg-white shadow-sm";
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", translate("grading.viewer.page", { number, count: pdf.numPages }));
          if (cancelled) return;
          holder.append(canvas);
          await page.render({ canvas, viewport }).promise;
          // The page's words for screen readers (the canvas is pixels): the same text, not shown.
          const content = await page.getTextContent();
          const words = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
          if (cancelled) return;
          const text = document.createElement("p");
          text.className = "sr-only";
          text.textContent = words.replace(/\s+/g, " ").trim();
          holder.append(text);
          if (number === 1 && !cancelled) setState({ status: "shown", pages: pdf.numPages });
        }
      } catch {
        if (!cancelled) setState({ status: "failed", pages: 0 });
      }
    })();
    return () => {
      cancelled = true;
      holder.replaceChildren();
      void task.destroy();
    };
  }, [url]);

  return (
    <section
      aria-label={t("grading.viewer.shownInPage", { title })}
      className="bg-muted/40 grid gap-3 rounded-lg border p-2"
    >
      {state.status === "loading" && (
        <p role="status" className="text-muted-foreground p-4 text-sm">
          {t("grading.viewer.openingPdf")}
        </p>
      )}
      {state.status === "failed" && (
        <p role="alert" className="text-destructive p-4 text-sm">
          {t("grading.viewer.pdfFailed")}
        </p>
      )}
      <div ref={pagesRef} className="grid gap-3" />
      {state.pages > MAX_PAGES && (
        <p className="text-muted-foreground p-2 text-sm">
          {t("grading.viewer.firstPages", { shown: MAX_PAGES, count: state.pages })}
        </p>
      )}
    </section>
  );
}
