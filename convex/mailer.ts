"use node";
/**
 * Sends mail through the transport the deployment configures (convex/model/mail.ts):
 * nodemailer for SMTP_URL, Resend for RESEND_API_KEY, else the backend's console. Node
 * because nodemailer needs sockets; each SDK is loaded only when its transport is used.
 */
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { deploymentConfig } from "./lib/config";
import { chooseTransport, mailFrom, type Mail } from "./accounts/model/mail";

/** A mail, with extra headers when it has any (a notification's List-Unsubscribe, RFC 8058). */
type OutgoingMail = Mail & { headers?: Record<string, string> };

const mailValidator = {
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  headers: v.optional(v.record(v.string(), v.string())),
};

export const send = internalAction({
  args: mailValidator,
  handler: async (_ctx, mail): Promise<void> => {
    await (
      await sender()
    )(mail);
  },
});

/**
 * Several mails through one transport (one SMTP connection): each one's outcome, in order; a
 * failure is reported, not thrown, so the others still go (notifications/mailDelivery.ts).
 */
export const sendMany = internalAction({
  args: { mails: v.array(v.object(mailValidator)) },
  handler: async (_ctx, { mails }): Promise<Array<{ ok: true } | { ok: false; error: string }>> => {
    const deliver = await sender();
    const results: Array<{ ok: true } | { ok: false; error: string }> = [];
    for (const mail of mails) {
      try {
        await deliver(mail);
        results.push({ ok: true });
      } catch (error) {
        results.push({ ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return results;
  },
});

async function sender(): Promise<(mail: OutgoingMail) => Promise<void>> {
  const settings = deploymentConfig.mail;
  const transport = chooseTransport(settings);
  const from = mailFrom(settings);
  switch (transport.kind) {
    case "smtp": {
      const { createTransport } = await import("nodemailer");
      const smtp = createTransport(transport.url);
      return async (mail) => {
        await smtp.sendMail({ from, ...mail });
      };
    }
    case "resend": {
      const { Resend } = await import("resend");
      const resend = new Resend(transport.apiKey);
      return async (mail) => {
        const { error } = await resend.emails.send({ from, ...mail });
        if (error) throw new Error(`Resend refused the mail to ${mail.to}: ${error.message}`);
      };
    }
    case "console":
      // No SMTP_URL or RESEND_API_KEY: the mail goes to the log (docs/accounts.md).
      return async (mail) => {
        const headers = Object.entries(mail.headers ?? {}).map(([name, value]) => `\n${name}: ${value}`);
        console.log(
          `[mail] (not sent: no SMTP_URL or RESEND_API_KEY)\nFrom: ${from}\nTo: ${mail.to}${headers.join("")}\nSubject: ${mail.subject}\n\n${mail.text}`,
        );
      };
  }
}
