import { describe, expect, test } from "vitest";
import { chooseTransport, DEFAULT_MAIL_FROM, mailFrom, resetMail, verificationMail } from "./mail";

describe("the mail transport", () => {
  test("SMTP_URL wins, then RESEND_API_KEY, else the console", () => {
    expect(chooseTransport({ smtpUrl: "smtp://mail.school.org:587", resendApiKey: "re_123" })).toEqual({
      kind: "smtp",
      url: "smtp://mail.school.org:587",
    });
    expect(chooseTransport({ resendApiKey: " re_123 " })).toEqual({ kind: "resend", apiKey: "re_123" });
    expect(chooseTransport({ smtpUrl: "  ", resendApiKey: "" })).toEqual({ kind: "console" });
    expect(chooseTransport({})).toEqual({ kind: "console" });
  });

  test("MAIL_FROM, or a default", () => {
    expect(mailFrom({ mailFrom: "School <noreply@school.org>" })).toBe("School <noreply@school.org>");
    expect(mailFrom({ mailFrom: " " })).toBe(DEFAULT_MAIL_FROM);
  });

  test("the mails carry the code in the subject and the text", () => {
    const verify = verificationMail("ada@example.com", "01234567");
    expect(verify).toMatchObject({ to: "ada@example.com", subject: expect.stringContaining("01234567") });
    expect(verify.text).toContain("01234567");
    expect(resetMail("ada@example.com", "76543210").text).toContain("76543210");
  });
});
