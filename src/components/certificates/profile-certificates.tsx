import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { AwardIcon } from "lucide-react";
import { api } from "@convex/_generated/api";
import { useT } from "@/components/i18n";
import { DownloadCertificateButton } from "./download-button";
import { issueDate } from "./issue-date";

/** The profile's "Certificates": each with its course, date, Download and the verification link. */
export function ProfileCertificates() {
  const certificates = useQuery(api.courses.certificates.mine, {});
  const t = useT();
  return (
    <section aria-labelledby="certificates-heading" className="bg-card mt-6 rounded-3xl border p-6 shadow-sm">
      <h2 id="certificates-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AwardIcon className="text-primary size-5" aria-hidden="true" />
        {t("common.certificates.title")}
      </h2>
      {certificates === undefined ? (
        <p className="text-muted-foreground mt-3 text-sm" role="status">
          {t("common.certificates.loading")}
        </p>
      ) : certificates.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">{t("common.certificates.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={t("common.certificates.yours")}>
          {certificates.map((certificate) => (
            <li
              key={certificate._id}
              className="flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{certificate.courseName}</p>
                <p className="text-muted-foreground text-sm">
                  {t("common.certificates.issuedOn", { date: issueDate(certificate.issuedAt) })}{" "}
                  <Link
                    to="/certificates/$code"
                    params={{ code: certificate.code }}
                    className="text-primary font-mono break-all underline-offset-4 hover:underline"
                    aria-label={t("common.certificates.verificationLabel", {
                      course: certificate.courseName,
                      code: certificate.code,
                    })}
                  >
                    {certificate.code}
                  </Link>
                </p>
              </div>
              <DownloadCertificateButton certificate={certificate} variant="outline" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
