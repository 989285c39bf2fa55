import { useConvex } from "convex/react";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  buildExport,
  EXPORT_EMBED_MAX_BYTES,
  type ExportFileSource,
  type ExportLessonPage,
} from "@convex/shared/courseExportFormat";
import { t as translate, useT } from "../manage/i18n";

/** A blob's bytes as base64 (without the data: prefix). */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read a file."));
    reader.readAsDataURL(blob);
  });
}

/** "Rust for Everyone.lyceum.json": the course's name without characters file systems refuse. */
export function exportFileName(courseName: string): string {
  const name = courseName.replace(/[\\/:*?"<>|]+/g, " ").trim() || translate("coursesManage.export.fileNameFallback");
  return `${name}.lyceum.json`;
}

/**
 * "Export course" (ADR 0069, docs/course-export.md): reads the course in pages, fetches its files
 * (embedded as base64 up to EXPORT_EMBED_MAX_BYTES in all; larger ones are listed without bytes)
 * and saves one JSON file.
 */
export function ExportCourseButton({ courseId, courseName }: { courseId: Id<"courses">; courseName: string }) {
  const t = useT();
  const convex = useConvex();
  const [status, setStatus] = useState<string | null>(null);

  async function run() {
    setStatus(t("coursesManage.export.reading"));
    try {
      const head = await convex.query(api.courses.courseExport.get, { courseId });
      const pages: ExportLessonPage[] = [];
      for (let from: number | null = 0; from !== null;) {
        const page: ExportLessonPage & { next: number | null } = await convex.query(api.courses.courseExport.lessons, {
          courseId,
          from,
        });
        pages.push(page);
        from = page.next;
      }
      const files = new Map<string, ExportFileSource>();
      for (const file of [...head.files, ...pages.flatMap((page) => page.files)]) files.set(file.ref, file);
      const embedded = new Map<string, string>();
      let bytes = 0;
      let done = 0;
      for (const file of files.values()) {
        done += 1;
        if (bytes + file.size > EXPORT_EMBED_MAX_BYTES) continue;
        setStatus(t("coursesManage.export.fetching", { done, total: files.size }));
        const response = await fetch(file.url);
        if (!response.ok) throw new Error(`Could not fetch ${file.name}.`);
        embedded.set(file.ref, await base64Of(await response.blob()));
        bytes += file.size;
      }
      const doc = buildExport(head, pages, embedded, new Date().toISOString());
      const blob = new Blob([JSON.stringify(doc)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = exportFileName(courseName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      const left = files.size - embedded.size;
      toast.success(t("coursesManage.export.exported"), {
        description: left === 0 ? undefined : t("coursesManage.export.leftOut", { count: left }),
      });
    } catch (error) {
      toast.error(t("coursesManage.export.failed"), {
        description: errorMessage(error, t("coursesManage.common.tryAgain")),
      });
    } finally {
      setStatus(null);
    }
  }

  return (
    <>
      <Button variant="outline" disabled={status !== null} onClick={() => void run()}>
        {status !== null ? <Spinner aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        {t("coursesManage.export.button")}
      </Button>
      {status !== null && (
        <span role="status" className="text-muted-foreground self-center text-sm">
          {status}
        </span>
      )}
    </>
  );
}
