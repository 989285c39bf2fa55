import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { AwardIcon, ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { setStoredCourse } from "@/lib/current-course";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { useT } from "@/components/i18n";
import { DownloadCertificateButton } from "./download-button";
import { issueDate } from "./issue-date";

type Status = FunctionReturnType<typeof api.courses.certificates.forCourse>;

/**
 * The course progress page's certificate: "Certificate earned" with Download and the public
 * verification link once issued; otherwise what is still missing (lessons, the quiz pass).
 */
export function CertificatePanel({ courseId, courseName }: { courseId: string; courseName: string }) {
  const status = useQuery(api.courses.certificates.forCourse, { courseId });
  if (status === undefined) return null;
  return (
    <section aria-labelledby="certificate-heading" className="bg-card mb-8 rounded-2xl border p-6 shadow-xs">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="bg-secondary text-primary flex size-12 shrink-0 items-center justify-center rounded-full">
          <AwardIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <CertificateState status={status} courseId={courseId} courseName={courseName} />
        </div>
      </div>
    </section>
  );
}

function CertificateState({ status, courseId, courseName }: { status: Status; courseId: string; courseName: string }) {
  const { certificate, quiz } = status;
  const t = useT();
  if (certificate !== null) {
    return (
      <>
        <h2 id="certificate-heading" className="text-lg font-semibold">
          {t("common.certificate.earned")}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t("common.certificate.issuedOnCode", { date: issueDate(certificate.issuedAt) })}{" "}
          <span className="font-mono font-medium break-all">{certificate.code}</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <DownloadCertificateButton certificate={certificate} />
          <Button asChild variant="outline">
            <Link to="/certificates/$code" params={{ code: certificate.code }}>
              <ExternalLinkIcon aria-hidden="true" />
              {t("common.certificate.verificationPage")}
            </Link>
          </Button>
        </div>
      </>
    );
  }
  const lessonsLeft = status.totalLessons - status.lessonsDone;
  return (
    <>
      <h2 id="certificate-heading" className="text-lg font-semibold">
        {t("common.certificate.title")}
      </h2>
      <ul className="text-muted-foreground mt-1 grid gap-1 text-sm">
        <li>
          {status.totalLessons === 0
            ? t("common.certificate.noLessons")
            : lessonsLeft > 0
              ? t("common.certificate.lessonsLeft", { left: lessonsLeft, total: status.totalLessons })
              : t("common.certificate.lessonsDone")}
        </li>
        {quiz === null && status.practiceQuiz && <li>{t("common.certificate.practiceQuiz")}</li>}
        {quiz !== null && (
          <li>
            {quiz.passed
              ? t("common.certificate.quizPassed", { best: quiz.bestPercent })
              : quiz.countingLeft === 0
                ? t("common.certificate.attemptsUsed", { quiz: quiz.title, best: quiz.bestPercent ?? 0 })
                : quiz.bestPercent === null
                  ? t("common.certificate.passQuiz", { quiz: quiz.title, pass: quiz.passPercent })
                  : t("common.certificate.passQuizBest", {
                      quiz: quiz.title,
                      pass: quiz.passPercent,
                      best: quiz.bestPercent,
                    })}
          </li>
        )}
      </ul>
      {quiz !== null && !quiz.passed && (
        <Button asChild variant="outline" className="mt-4">
          <Link to="/quizrules" onClick={() => setStoredCourse({ courseId, courseName })}>
            {quiz.countingLeft === 0 ? t("common.certificate.practiseQuiz") : t("common.certificate.takeQuiz")}
          </Link>
        </Button>
      )}
      {status.earned && <ClaimButton courseId={courseId} />}
    </>
  );
}

/** For a course completed before certificates existed (or by a removed lesson): issue it now. */
function ClaimButton({ courseId }: { courseId: string }) {
  const claim = useMutation(api.courses.certificates.claim);
  const [busy, setBusy] = useState(false);
  const t = useT();
  async function run() {
    setBusy(true);
    await runAction(() => claim({ courseId }), t("common.certificate.issued"), t("common.certificate.issueFailed"));
    setBusy(false);
  }
  return (
    <Button className="mt-4" onClick={() => void run()} disabled={busy}>
      {busy ? t("common.certificate.issuing") : t("common.certificate.get")}
    </Button>
  );
}
