import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { CertificatePanel } from "./certificate-panel";
import { ProfileCertificates } from "./profile-certificates";
import { certificateFileName } from "./use-certificate-download";

const ISSUED = Date.UTC(2026, 10, 22, 9, 0);
const certificate = {
  _id: "cert1",
  courseId: "c1",
  courseName: "Rust for Everyone",
  code: "7K2M-9QXR-4TBV-H3ND",
  issuedAt: ISSUED,
};
const download = fakeConvex.action(api.courses.certificates.download);
const claim = fakeConvex.mutation(api.courses.certificates.claim);

function status(overrides: Record<string, unknown> = {}) {
  return {
    certificate: null,
    lessonsDone: 1,
    totalLessons: 2,
    quiz: null,
    practiceQuiz: false,
    earned: false,
    ...overrides,
  };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:certificate");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the course progress page's certificate", () => {
  it("says what is missing: lessons to go and the quiz pass with the best so far", async () => {
    fakeConvex.setQuery(
      api.courses.certificates.forCourse,
      status({
        quiz: { title: "Rust for Everyone", passPercent: 70, bestPercent: 60, passed: false, countingLeft: 2 },
      }),
    );
    renderRoute(<CertificatePanel courseId="c1" courseName="Rust for Everyone" />);
    expect(await screen.findByText("Complete every lesson: 1 of 2 to go.")).toBeInTheDocument();
    expect(
      screen.getByText("Pass the Rust for Everyone quiz with at least 70% (your best so far: 60%)."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Take the quiz" })).toHaveAttribute("href", "/quizrules");
    expect(screen.queryByRole("button", { name: /Download/ })).not.toBeInTheDocument();
  });

  it("says when the course's quiz is practice that the certificate does not need (ADR 0076)", async () => {
    fakeConvex.setQuery(api.courses.certificates.forCourse, status({ practiceQuiz: true }));
    renderRoute(<CertificatePanel courseId="c1" courseName="Data Science" />);
    expect(
      await screen.findByText("The course’s quiz is for practice: the certificate does not need it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Take the quiz" })).not.toBeInTheDocument();
  });

  it("says when the attempts that count are used, and offers the quiz as practice", async () => {
    fakeConvex.setQuery(
      api.courses.certificates.forCourse,
      status({
        quiz: { title: "Rust for Everyone", passPercent: 70, bestPercent: 60, passed: false, countingLeft: 0 },
      }),
    );
    renderRoute(<CertificatePanel courseId="c1" courseName="Rust for Everyone" />);
    expect(
      await screen.findByText(
        "Your attempts at the Rust for Everyone quiz that count are used (best 60%): ask your teacher for another attempt to earn the certificate.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Practise the quiz" })).toHaveAttribute("href", "/quizrules");
  });

  it("shows Certificate earned with Download and the verification link; Download saves the server's PDF", async () => {
    fakeConvex.setQuery(api.courses.certificates.forCourse, status({ certificate, earned: true, lessonsDone: 2 }));
    download.mockResolvedValue(new Uint8Array([37, 80, 68, 70]).buffer);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<CertificatePanel courseId="c1" courseName="Rust for Everyone" />);
    expect(await screen.findByRole("heading", { name: "Certificate earned" })).toBeInTheDocument();
    expect(screen.getByText(/Issued on 22 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Verification page" })).toHaveAttribute(
      "href",
      "/certificates/7K2M-9QXR-4TBV-H3ND",
    );
    await user.click(screen.getByRole("button", { name: "Download: certificate for Rust for Everyone (PDF)" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith({ certificateId: "cert1", siteOrigin: window.location.origin });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      "certificate-rust-for-everyone-7K2M-9QXR-4TBV-H3ND.pdf",
    );
  });

  it("a refused download is explained", async () => {
    fakeConvex.setQuery(api.courses.certificates.forCourse, status({ certificate, earned: true }));
    download.mockRejectedValue(new ConvexError({ code: "NOT_FOUND", message: "Certificate not found." }));
    const user = userEvent.setup();
    renderRoute(<CertificatePanel courseId="c1" courseName="Rust for Everyone" />);
    await user.click(await screen.findByRole("button", { name: /Download/ }));
    expect(await screen.findByText("Could not download the certificate")).toBeInTheDocument();
    expect(screen.getByText("Certificate not found.")).toBeInTheDocument();
  });

  it("offers Get your certificate when it is earned but was never issued", async () => {
    fakeConvex.setQuery(api.courses.certificates.forCourse, status({ earned: true, lessonsDone: 2 }));
    const user = userEvent.setup();
    renderRoute(<CertificatePanel courseId="c1" courseName="Rust for Everyone" />);
    await user.click(await screen.findByRole("button", { name: "Get your certificate" }));
    expect(claim).toHaveBeenCalledWith({ courseId: "c1" });
  });
});

describe("the profile's Certificates", () => {
  it("lists each with course, date, Download and the verification link", async () => {
    fakeConvex.setQuery(api.courses.certificates.mine, [certificate]);
    renderRoute(<ProfileCertificates />);
    const item = await screen.findByRole("listitem");
    expect(item).toHaveTextContent("Rust for Everyone");
    expect(item).toHaveTextContent("Issued on 22 November 2026");
    expect(
      screen.getByRole("link", {
        name: "Verification page of the Rust for Everyone certificate (7K2M-9QXR-4TBV-H3ND)",
      }),
    ).toHaveAttribute("href", "/certificates/7K2M-9QXR-4TBV-H3ND");
    expect(screen.getByRole("button", { name: "Download: certificate for Rust for Everyone (PDF)" })).toBeEnabled();
  });

  it("shows the date and words in Spanish", async () => {
    fakeConvex.setQuery(api.courses.certificates.mine, [certificate]);
    await activateLanguage("es");
    try {
      renderRoute(<ProfileCertificates />);
      const item = await screen.findByRole("listitem");
      expect(item).toHaveTextContent("Emitido el 22 de noviembre de 2026");
      expect(screen.getByRole("button", { name: "Descargar: certificado de Rust for Everyone (PDF)" })).toBeEnabled();
    } finally {
      await activateLanguage("en");
    }
  });

  it("explains how to earn one when there is none", async () => {
    fakeConvex.setQuery(api.courses.certificates.mine, []);
    renderRoute(<ProfileCertificates />);
    expect(await screen.findByText(/No certificates yet/)).toBeInTheDocument();
  });
});

describe("certificateFileName", () => {
  it("is the course as a slug and the code", () => {
    expect(certificateFileName("C++ & Rust: 101!", "AAAA-BBBB-CCCC-DDDD")).toBe(
      "certificate-c-rust-101-AAAA-BBBB-CCCC-DDDD.pdf",
    );
    expect(certificateFileName("日本語", "AAAA-BBBB-CCCC-DDDD")).toBe("certificate-course-AAAA-BBBB-CCCC-DDDD.pdf");
  });
});
