/** The invitation mail (sent through convex/mailer.ts, like every Lyceum mail). */
import type { Mail } from "../../accounts/model/mail";
import { ROSTER } from "../../shared/rosterRules";

/** The claim page's address for a token: the app's origin (SITE_URL) and /invite/<token>. */
export function invitationLink(siteUrl: string | undefined, token: string): string {
  return `${(siteUrl ?? "").replace(/\/+$/, "")}/invite/${token}`;
}

/**
 * Names the course and the link, and nothing else secret: no password, no code to type, and the
 * token only inside the link (whoever has the mail may set the password: that is the point).
 */
export function invitationMail(to: string, name: string, courseName: string, link: string, expiresAt: number): Mail {
  const until = new Date(expiresAt).toUTCString().replace(/:\d\d GMT$/, " UTC");
  return {
    to,
    subject: `You are invited to ${courseName} on Lyceum`,
    text: [
      `Hello ${name},`,
      "",
      `Your school added you to the course “${courseName}” on Lyceum. Open this link to choose your password and sign in:`,
      "",
      link,
      "",
      `The link works once, for ${ROSTER.invitationDays} days (until ${until}). After that, use “Forgot password” on the sign-in page with this e-mail address.`,
      "If you did not expect this, ignore this e-mail: nothing happens until the link is used.",
    ].join("\n"),
  };
}
