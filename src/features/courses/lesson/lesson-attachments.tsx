import { FileIcon, FileImageIcon, FileTextIcon } from "lucide-react";
import type { AttachmentView } from "@convex/courses/model/lessonContent";
import { fileSize } from "@/lib/words/file-words";
import { useT } from "../manage/i18n";

function Icon({ contentType }: { contentType: string }) {
  if (contentType.startsWith("image/")) return <FileImageIcon aria-hidden="true" />;
  if (contentType === "application/pdf") return <FileTextIcon aria-hidden="true" />;
  return <FileIcon aria-hidden="true" />;
}

/** The lesson's files; each opens in a new tab (the browser shows or downloads it). */
export function LessonAttachments({ attachments }: { attachments: readonly AttachmentView[] }) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="attachments-heading" className="mt-10">
      <h2 id="attachments-heading" className="mb-3 text-lg font-semibold">
        {t("coursesManage.lesson.attachments")}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {attachments.map((file) => (
          <li key={file._id}>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="bg-card hover:bg-muted/60 focus-visible:ring-ring/50 flex items-center gap-3 rounded-xl border px-4 py-3 outline-none focus-visible:ring-[3px] [&_svg]:size-5 [&_svg]:shrink-0"
            >
              <span className="text-primary">
                <Icon contentType={file.contentType} />
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs">{fileSize(file.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
