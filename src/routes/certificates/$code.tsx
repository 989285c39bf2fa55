import { createFileRoute } from "@tanstack/react-router";
import { VerifyCertificatePage } from "@/features/certificates/verify-certificate-page";

/** Public (outside _authed): anyone with a certificate's code can check it, signed in or not. */
export const Route = createFileRoute("/certificates/$code")({
  component: VerifyCertificateRoute,
});

function VerifyCertificateRoute() {
  const { code } = Route.useParams();
  return <VerifyCertificatePage code={code} />;
}
