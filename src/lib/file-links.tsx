/**
 * Private files in the browser (ADR 0062): a file of an assignment is opened through a link the
 * server makes on demand, which works for a few minutes only. `<FileLink>` asks for a fresh link
 * when clicked; `useFileUrl` keeps one fresh for a viewer (the grader's PDF and DOCX panes).
 */
import { useMutation } from "convex/react";
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import {
  FILE_LINK_RENEW_BEFORE_MS,
  FILE_LINK_TTL_MS,
  type FileDisposition,
  type FileRef,
} from "@convex/shared/fileLinks";
import { errorMessage } from "@/lib/errors";
import { t } from "@/lib/words/i18n";

export type { FileDisposition, FileRef } from "@convex/shared/fileLinks";

/** A stable key for a reference (objects made anew on every render name the same file). */
function refKey(ref: FileRef | null): string {
  if (ref === null) return "";
  return ref.kind === "question"
    ? `question:${ref.assignmentId}`
    : `submission:${ref.assignmentId}:${ref.studentId}:${ref.version}`;
}

type FileLinkProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type"> & {
  file: FileRef;
  disposition?: FileDisposition;
  children: ReactNode;
};

/**
 * A button that opens a file through a fresh link: a download (`attachment`, the default) stays
 * on the page; `inline` opens a new tab, made at the click so no pop-up blocker stops it.
 */
export function FileLink({ file, disposition = "attachment", children, disabled, ...rest }: FileLinkProps) {
  const open = useMutation(api.assignments.fileLinks.open);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    // The new tab must be opened within the click; it is pointed at the link once there is one.
    const tab = disposition === "inline" ? window.open("", "_blank") : null;
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const { url } = await open({ file, disposition });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(t("lib.file.openFailed"), { description: errorMessage(error, t("lib.tryAgain")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" {...rest} disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      {children}
    </button>
  );
}

export type FileUrlState = { url?: string; error?: string; name?: string; contentType?: string };

/**
 * A working link to the file, renewed a minute before it runs out (timed from when it arrived,
 * so a wrong clock on this computer does not matter). `{}` while the first is on its way; `error`
 * when the server refused (the file is not the caller's to see). `null` asks for nothing.
 */
export function useFileUrl(ref: FileRef | null, disposition: FileDisposition = "inline"): FileUrlState {
  const open = useMutation(api.assignments.fileLinks.open);
  const key = refKey(ref);
  const [state, setState] = useState<{ key: string; value: FileUrlState }>({ key: "", value: {} });

  useEffect(() => {
    if (ref === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchLink = async () => {
      try {
        const opened = await open({ file: ref, disposition });
        if (cancelled) return;
        setState({ key, value: { url: opened.url, name: opened.name, contentType: opened.contentType } });
        timer = setTimeout(() => void fetchLink(), FILE_LINK_TTL_MS - FILE_LINK_RENEW_BEFORE_MS);
      } catch (error) {
        if (!cancelled) setState({ key, value: { error: errorMessage(error, t("lib.file.openFailedSentence")) } });
      }
    };
    void fetchLink();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `key` stands for `ref` (a new object each render would otherwise ask again and again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, disposition, open]);

  return state.key === key ? state.value : {};
}
