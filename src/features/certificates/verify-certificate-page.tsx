import { useQuery } from "convex/react";
import { BadgeCheckIcon, SearchXIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { api } from "@convex/_generated/api";
import { issueDateText } from "@convex/shared/certificateRules";

/**
 * /certificates/{code}: whether a certificate is genuine, for anyone (no sign-in). It shows what
 * the certificate itself shows and nothing else about the student.
 */
export function VerifyCertificatePage({ code }: { code: string }) {
  const certificate = useQuery(api.courses.certificates.verify, { code });
  if (certificate === undefined) return <PageSpinner label="Checking the certificate" />;
  if (certificate === null) {
    return (
      <PageContainer>
        <StateCard
          size="page"
          titleAs="h1"
          icon={<SearchXIcon aria-hidden="true" />}
          title="No certificate with this code"
        >
          <p>
            Lyceum has issued no certificate with the code <span className="font-mono break-all">{code}</span>. Check it
            against the certificate: it has four groups of four letters and digits.
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
            Genuine certificate
          </h1>
          <p className="text-muted-foreground mt-2 text-sm">Lyceum issued this certificate of completion.</p>
        </div>
        <dl className="grid gap-4 border-t px-6 py-6 text-left sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground text-sm">Awarded to</dt>
          <dd className="-mt-3 text-lg font-semibold break-words sm:mt-0">{certificate.studentName}</dd>
          <dt className="text-muted-foreground text-sm">Course</dt>
          <dd className="-mt-3 font-medium break-words sm:mt-0">{certificate.courseName}</dd>
          <dt className="text-muted-foreground text-sm">Teacher</dt>
          <dd className="-mt-3 break-words sm:mt-0">{certificate.teacherName}</dd>
          <dt className="text-muted-foreground text-sm">Issued on</dt>
          <dd className="-mt-3 sm:mt-0">{issueDateText(certificate.issuedAt)}</dd>
          <dt className="text-muted-foreground text-sm">Code</dt>
          <dd className="-mt-3 font-mono break-all sm:mt-0">{certificate.code}</dd>
        </dl>
      </article>
    </PageContainer>
  );
}
