import { useQuery } from "convex/react";
import { MARKS, rich } from "@/lib/i18n/rich";
import { BadgeCheckIcon, SearchXIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { api } from "@convex/_generated/api";
import { issueDate } from "@/components/certificates/issue-date";
import { useT } from "./i18n";

/**
 * /certificates/{code}: whether a certificate is genuine, for anyone (no sign-in). It shows what
 * the certificate itself shows and nothing else about the student.
 */
export function VerifyCertificatePage({ code }: { code: string }) {
  const t = useT();
  const certificate = useQuery(api.courses.certificates.verify, { code });
  if (certificate === undefined) return <PageSpinner label={t("certificates.verify.checking")} />;
  if (certificate === null) {
    return (
      <PageContainer>
        <StateCard
          size="page"
          titleAs="h1"
          icon={<SearchXIcon aria-hidden="true" />}
          title={t("certificates.verify.notFoundTitle")}
        >
          <p>
            {rich(t("certificates.verify.notFoundBody", { code: MARKS[0] }), [
              <span className="font-mono break-all" dir="ltr">
                {code}
              </span>,
            ])}
          </p>
        </StateCard>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <article
        aria-labelledby="verified-heading"
        className="bg-card mx-auto max-w-xl overflow-hidden rounded-3xl border text-center shadow-sm"
      >
        <div className="flex flex-col items-center px-6 pt-10 pb-6">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
            <BadgeCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <h1 id="verified-heading" className="mt-5 text-2xl font-bold tracking-tight">
            {t("certificates.verify.genuine")}
          </h1>
          <p className="text-muted-foreground mt-2 text-sm">{t("certificates.verify.issuedBy")}</p>
        </div>
        <dl className="grid gap-4 border-t px-6 py-6 text-start sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground text-sm">{t("certificates.verify.awardedTo")}</dt>
          <dd className="-mt-3 text-lg font-semibold break-words sm:mt-0">{certificate.studentName}</dd>
          <dt className="text-muted-foreground text-sm">{t("certificates.verify.course")}</dt>
          <dd className="-mt-3 font-medium break-words sm:mt-0">{certificate.courseName}</dd>
          <dt className="text-muted-foreground text-sm">{t("certificates.verify.teacher")}</dt>
          <dd className="-mt-3 break-words sm:mt-0">{certificate.teacherName}</dd>
          <dt className="text-muted-foreground text-sm">{t("certificates.verify.issuedOn")}</dt>
          <dd className="-mt-3 sm:mt-0">{issueDate(certificate.issuedAt)}</dd>
          <dt className="text-muted-foreground text-sm">{t("certificates.verify.code")}</dt>
          <dd className="-mt-3 font-mono break-all sm:mt-0">{certificate.code}</dd>
        </dl>
      </article>
    </PageContainer>
  );
}
