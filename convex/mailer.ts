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
    const { deliver, close } = await sender();
    try {
      await deliver(mail);
    } finally {
      close();
    }
  },
});

/**
 * Several mails through one transport (one SMTP connection): each one's outcome, in order; a
 * failure is reported, not thrown, so the others still go (notifications/mailDelivery.ts).
 */
export const sendMany = internalAction({
  args: { mails: v.array(v.object(mailValidator)) },
  handler: async (_ctx, { mails }): Promise<Array<{ ok: true } | { ok: false; error: string }>> => {
    const { deliver, close } = await sender();
    try {
      return await Promise.all(
        mails.map(async (mail): Promise<{ ok: true } | { ok: false; error: string }> => {
          try {
            await deliver(mail);
            return { ok: true };
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
    } finally {
      close();
    }
  },
});

type Sender = { deliver: (mail: OutgoingMail) => Promise<void>; close: () => void };

async function sender(): Promise<Sender> {
  const settings = deploymentConfig.mail;
  const transport = chooseTransport(settings);
  const from = mailFrom(settings);
  switch (transport.kind) {
    case "smtp": {
      const { createTransport } = await import("nodemailer");
      // A batch's mails share pooled connections instead of opening one each (nodemailer reads
      // the URL's query as its options; the deployment's own ones are kept).
      const url = new URL(transport.url);
      if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
      const smtp = createTransport(url.toString());
      return {
        deliver: async (mail) => {
          await smtp.sendMail({ from, ...mail });
        },
        close: () => smtp.close(),
      };
    }
    case "resend": {
      const { Resend } = await import("resend");
      const resend = new Resend(transport.apiKey);
      return {
        deliver: async (mail) => {
          const { error } = await resend.emails.send({ from, ...mail });
          if (error) throw new Error(`Resend refused the mail to ${mail.to}: ${error.message}`);
        },
        close: () => undefined,
      };
    }
    case "console":
      // No SMTP_URL or RESEND_API_KEY: the mail goes to the log (docs/accounts.md).
      return {
        deliver: async (mail) => {
          const headers = Object.entries(mail.headers ?? {}).map(([name, value]) => `\n${name}: ${value}`);
          console.log(
            `[mail] (not sent: no SMTP_URL or RESEND_API_KEY)\nFrom: ${from}\nTo: ${mail.to}${headers.join("")}\nSubject: ${mail.subject}\n\n${mail.text}`,
          );
        },
        close: () => undefined,
      };
  }
}
