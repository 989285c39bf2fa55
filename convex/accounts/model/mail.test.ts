import { describe, expect, test } from "vitest";
import { ACCOUNT_CODE } from "../../shared/accountCodeRules";
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
    const verify = verificationMail("ada@example.com", "01234567", "en");
    expect(verify).toMatchObject({ to: "ada@example.com", subject: expect.stringContaining("01234567") });
    expect(verify.text).toContain("01234567");
    expect(resetMail("ada@example.com", "76543210", "en").text).toContain("76543210");
  });

  test("English word for word, and the person's language", () => {
    expect(verificationMail("ada@example.com", "01234567", "en")).toEqual({
      to: "ada@example.com",
      subject: "Your Lyceum verification code: 01234567",
      text: [
        "Hello,",
        "",
        "Enter this code in Lyceum to verify your e-mail address: 01234567",
        "",
        `It works for ${ACCOUNT_CODE.ttlMinutes} minutes. If you did not create a Lyceum account, ignore this e-mail.`,
      ].join("\n"),
    });
    expect(resetMail("ada@example.com", "76543210", "en").text).toBe(
      [
        "Hello,",
        "",
        "Someone asked to reset the password of your Lyceum account. Your code: 76543210",
        "",
        `It works for ${ACCOUNT_CODE.ttlMinutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
      ].join("\n"),
    );

    const spanish = verificationMail("ada@example.com", "01234567", "es");
    expect(spanish.subject).toBe("Tu código de verificación de Lyceum: 01234567");
    expect(spanish.text).toContain(
      "Escribe este código en Lyceum para verificar tu dirección de correo electrónico: 01234567",
    );
    expect(spanish.text).toContain(`Es válido durante ${ACCOUNT_CODE.ttlMinutes} minutos.`);

    const arabic = resetMail("ada@example.com", "76543210", "ar");
    expect(arabic.subject).toBe("رمز إعادة تعيين كلمة المرور في Lyceum: 76543210");
    expect(arabic.text).toContain("طلب أحدهم إعادة تعيين كلمة مرور حسابك في Lyceum. رمزك: 76543210");
    expect(arabic.text).not.toContain("Hello");
  });
});
