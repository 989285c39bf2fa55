/**
 * The scheduled batches of a roster import (internal). Each run makes the tokens of up to
 * ROSTER.batchSize invitations (actions have true randomness; mutations do not), applies the
 * next batch in one mutation that stores only the tokens' hashes, mails the invitations, and
 * schedules the next run while rows are pending: one batch at a time, so the import's progress
 * row is never written by two at once.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../functions";
import { deploymentConfig } from "../lib/config";
import { emit } from "../events/emit";
import type { Language } from "../shared/language";
import { keyed } from "../shared/messages";
import { ROSTER } from "../shared/rosterRules";
import { hashToken, newToken } from "./model/invitations";
import { invitationLink, invitationMail } from "./model/mail";
import { applyBatch, type InvitationMail } from "./model/rosterBatch";
import { importByKey } from "./model/rosterReads";

export const run = internalAction({
  args: { importKey: v.string() },
  handler: async (ctx, { importKey }): Promise<void> => {
    const tokens = Array.from({ length: ROSTER.batchSize }, () => newToken());
    const tokenHashes = await Promise.all(tokens.map((token) => hashToken(token)));
    const { mails, language }: { mails: InvitationMail[]; language: Language } = await ctx.runMutation(
      internal.onboarding.rosterBatches.apply,
      { importKey, tokenHashes },
    );
    for (const mail of mails) {
      const link = invitationLink(deploymentConfig.siteUrl, tokens[mail.tokenIndex]!);
      try {
        await ctx.runAction(
          internal.mailer.send,
          invitationMail(mail.to, mail.name, mail.courseName, link, mail.expiresAt, language),
        );
      } catch (error) {
        await ctx.runMutation(internal.onboarding.rosterBatches.mailFailed, {
          importKey,
          index: mail.index,
          email: mail.to,
          reason: keyed("server.roster.invitationMailFailed", {
            detail: error instanceof Error ? error.message : String(error),
          }),
        });
      }
    }
  },
});

export const apply = internalMutation({
  args: { importKey: v.string(), tokenHashes: v.array(v.string()) },
  handler: async (ctx, { importKey, tokenHashes }) => {
    const applied = await applyBatch(ctx, importKey, tokenHashes);
    // Scheduled with the batch it follows, so a failed mail run cannot stop the import.
    if (applied.more) await ctx.scheduler.runAfter(0, internal.onboarding.rosterBatches.run, { importKey });
    return applied;
  },
});

export const mailFailed = internalMutation({
  args: { importKey: v.string(), index: v.number(), email: v.string(), reason: v.string() },
  handler: async (ctx, { importKey, index, email, reason }) => {
    const started = await importByKey(ctx, importKey);
    if (started === null) return;
    await emit(ctx, {
      type: "invitation_mail_failed",
      v: 1,
      actorId: started.startedBy,
      courseKey: started.courseKey,
      entityKey: importKey,
      importKey,
      index,
      email,
      reason: reason.slice(0, 300),
    });
  },
});
