import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { AwardIcon } from "lucide-react";
import { api } from "@convex/_generated/api";
import { issueDateText } from "@convex/shared/certificateRules";
import { DownloadCertificateButton } from "./download-button";

/** The profile's "Certificates": each with its course, date, Download and the verification link. */
export function ProfileCertificates() {
  const certificates = useQuery(api.courses.certificates.mine, {});
  return (
    <section aria-labelledby="certificates-heading" className="bg-card mt-6 rounded-3xl border p-6 shadow-sm">
      <h2 id="certificates-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AwardIcon className="text-primary size-5" aria-hidden="true" />
        Certificates
      </h2>
      {certificates === undefined ? (
        <p className="text-muted-foreground mt-3 text-sm" role="status">
          Loading your certificates…
        </p>
      ) : certificates.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">
          No certificates yet. Complete every lesson of a course (and pass its quiz, where it has one) to earn one.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Your certificates">
          {certificates.map((certificate) => (
            <li
              key={certificate._id}
              className="flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{certificate.courseName}</p>
                <p className="text-muted-foreground text-sm">
                  Issued on {issueDateText(certificate.issuedAt)} ·{" "}
                  <Link
                    to="/certificates/$code"
                    params={{ code: certificate.code }}
                    className="text-primary font-mono break-all underline-offset-4 hover:underline"
                    aria-label={`Verification page of the ${certificate.courseName} certificate (${certificate.code})`}
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
