"use node";
/**
 * Sends one mail through the transport the deployment configures (convex/model/mail.ts):
 * nodemailer for SMTP_URL, Resend for RESEND_API_KEY, else the backend's console. Node
 * because nodemailer needs sockets; each SDK is loaded only when its transport is used.
 */
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { deploymentConfig } from "./lib/config";
import { chooseTransport, mailFrom, type Mail } from "./accounts/model/mail";

export const send = internalAction({
  args: { to: v.string(), subject: v.string(), text: v.string() },
  handler: async (_ctx, mail): Promise<void> => {
    await deliver(mail);
  },
});

async function deliver(mail: Mail): Promise<void> {
  const settings = deploymentConfig.mail;
  const transport = chooseTransport(settings);
  const from = mailFrom(settings);
  switch (transport.kind) {
    case "smtp": {
      const { createTransport } = await import("nodemailer");
      await createTransport(transport.url).sendMail({ from, ...mail });
      return;
    }
    case "resend": {
      const { Resend } = await import("resend");
      const { error } = await new Resend(transport.apiKey).emails.send({ from, ...mail });
      if (error) throw new Error(`Resend refused the mail to ${mail.to}: ${error.message}`);
      return;
    }
    case "console":
      // No SMTP_URL or RESEND_API_KEY: the mail goes to the log (docs/accounts.md).
      console.log(
        `[mail] (not sent: no SMTP_URL or RESEND_API_KEY)\nFrom: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      return;
  }
}
