import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { activateLanguage } from "@/lib/i18n";
import { api } from "@convex/_generated/api";
import { VerifyCertificatePage } from "./verify-certificate-page";

const ISSUED = Date.UTC(2026, 10, 22, 9, 0);
const certificate = { code: "7K2M-9QXR-4TBV-H3ND" };

describe("the verification page", () => {
  it("shows a genuine certificate as printed", async () => {
    fakeConvex.setQuery(api.courses.certificates.verify, {
      code: certificate.code,
      studentName: "Ada Lovelace",
      courseName: "Rust for Everyone",
      teacherName: "Tess Teacher",
      issuedAt: ISSUED,
    });
    renderRoute(<VerifyCertificatePage code="7k2m9qxr4tbvh3nd" />);
    expect(await screen.findByRole("heading", { name: "Genuine certificate", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("Rust for Everyone")).toBeInTheDocument();
    expect(screen.getByText("22 November 2026")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.courses.certificates.verify)).toEqual({ code: "7k2m9qxr4tbvh3nd" });
  });

  it("says clearly when no certificate has the code", async () => {
    fakeConvex.setQuery(api.courses.certificates.verify, null);
    renderRoute(<VerifyCertificatePage code="AAAA-BBBB-CCCC-DDDD" />);
    expect(await screen.findByRole("heading", { name: "No certificate with this code", level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Genuine certificate")).not.toBeInTheDocument();
  });

  it("shows the issue date in Spanish, in the same day as printed (UTC)", async () => {
    await activateLanguage("es");
    try {
      fakeConvex.setQuery(api.courses.certificates.verify, {
        code: certificate.code,
        studentName: "Ada Lovelace",
        courseName: "Rust for Everyone",
        teacherName: "Tess Teacher",
        issuedAt: ISSUED,
      });
      renderRoute(<VerifyCertificatePage code="7k2m9qxr4tbvh3nd" />);
      expect(await screen.findByRole("heading", { name: "Certificado auténtico", level: 1 })).toBeInTheDocument();
      expect(screen.getByText("22 de noviembre de 2026")).toBeInTheDocument();
      expect(screen.getByText("Emitido el")).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });
});
