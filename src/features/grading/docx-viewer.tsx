/**
 * A Word (.docx) file shown in the page: mammoth (maintained, pinned) turns it into plain HTML
 * (headings, paragraphs, lists, tables, images as data: URLs), and DOMPurify keeps only safe markup
 * before it is put in the page: no scripts, no handlers, no styles, no links out of the page's
 * rules. Loaded only when the grader opens a DOCX (ADR 0063).
 */
import DOMPurify from "dompurify";
import mammoth from "mammoth/mammoth.browser.min.js";
import { useEffect, useState } from "react";
import { useT } from "./i18n";

/** Markup a converted document may keep. */
const SAFE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|data:image\/(?:png|jpeg|gif|webp);)/i,
};

/** The converted document, safe to put in the page. */
export async function docxToSafeHtml(bytes: ArrayBuffer): Promise<string> {
  const { value } = await mammoth.convertToHtml({ arrayBuffer: bytes });
  return DOMPurify.sanitize(value, SAFE);
}

export default function DocxViewer({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [state, setState] = useState<{ html: string } | { failed: true } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      try {
        const response = await fetch(url, { signal: abort.signal, credentials: "omit" });
        if (!response.ok) throw new Error(String(response.status));
        const html = await docxToSafeHtml(await response.arrayBuffer());
        if (!abort.signal.aborted) setState({ html });
      } catch {
        if (!abort.signal.aborted) setState({ failed: true });
      }
    })();
    return () => abort.abort();
  }, [url]);

  if (state === null) {
    return (
      <p role="status" className="text-muted-foreground rounded-lg border p-6 text-sm">
        {t("grading.viewer.openingDocument")}
      </p>
    );
  }
  if ("failed" in state) {
    return (
      <p role="alert" className="text-destructive rounded-lg border p-6 text-sm">
        {t("grading.viewer.documentFailed")}
      </p>
    );
  }
  return (
    <article
      aria-label={t("grading.viewer.shownInPage", { title })}
      className="docx-view bg-card max-h-[75vh] overflow-y-auto rounded-lg border p-6 text-sm leading-relaxed break-words [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:border [&_td]:border [&_td]:p-1 [&_ul]:list-disc"
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  );
}
