/**
 * Certificates of completion (docs/certificates.md, ADR 0025). They are issued by the mutations
 * that complete a course (enrollments.setLessonComplete, quiz.finish) or by `claim`; nothing
 * here takes a name, a date or a code from the client.
 */
import { keyed } from "../shared/messages";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { authedAction, authedMutation, authedQuery, internalQuery, publicQuery } from "../functions";
import { normalizeCode } from "../shared/certificateRules";
import {
  certificateByCode,
  certificatesOf,
  certificateStatus,
  issueIfEarned,
  toCertificateView,
  toVerified,
  type CertificateStatus,
  type CertificateView,
  type VerifiedCertificate,
} from "./model/certificates";
import { renderCertificatePdf } from "./model/certificatePdf";
import { deploymentConfig } from "../lib/config";
import { requireCourse } from "./model/courses";
import { appError } from "../lib/appError";
import { requireUser } from "../accounts/model/users";
import { languageOf } from "../lib/words";
import type { Language } from "../shared/language";

const NOT_FOUND = keyed("server.courses.certificateNotFound");

/** The caller's certificates (profile), newest first. */
export const mine = authedQuery({
  args: {},
  handler: async (ctx): Promise<CertificateView[]> => (await certificatesOf(ctx, ctx.user._id)).map(toCertificateView),
});

/** The caller's standing towards one course's certificate (course progress page). */
export const forCourse = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }): Promise<CertificateStatus> => {
    const course = await requireCourse(ctx, courseId);
    return await certificateStatus(ctx, ctx.user._id, course);
  },
});

/**
 * Issues the caller's certificate when it is earned but was not issued by the completing
 * change (a course whose last open lesson was removed). Returns it; refuses with the reason
 * otherwise. Calling it again returns the same one.
 */
export const claim = authedMutation({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }): Promise<CertificateView> => {
    const course = await requireCourse(ctx, courseId);
    const certificate = await issueIfEarned(ctx, ctx.user, course);
    if (certificate !== null) return toCertificateView(certificate);
    const status = await certificateStatus(ctx, ctx.user._id, course);
    if (status.totalLessons === 0 || status.lessonsDone < status.totalLessons) {
      throw appError("FORBIDDEN", "server.courses.completeEveryLessonCourse");
    }
    throw appError("FORBIDDEN", "server.courses.passQuizFirst", { percent: status.quiz?.passPercent ?? 70 });
  },
});

/**
 * Public: whether a code belongs to a genuine certificate. Shows what the certificate shows
 * (names as printed, course, teacher, date) and nothing else; null for an unknown code.
 */
export const verify = publicQuery({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<VerifiedCertificate | null> => {
    const normalized = normalizeCode(code);
    if (normalized === null) return null;
    const certificate = await certificateByCode(ctx, normalized);
    return certificate === null ? null : toVerified(certificate);
  },
});

/**
 * What the PDF prints, for its owner or an Admin; anyone else is told it does not exist. In the
 * student's language (issue #33), whoever downloads it.
 */
export const pdfData = internalQuery({
  args: { certificateId: v.id("certificates") },
  handler: async (ctx, { certificateId }): Promise<VerifiedCertificate & { language: Language }> => {
    const user = await requireUser(ctx);
    const certificate = await ctx.db.get("certificates", certificateId);
    if (certificate === null || (certificate.userId !== user._id && user.role !== "Admin")) {
      throw appError("NOT_FOUND", NOT_FOUND);
    }
    const student = certificate.userId === user._id ? user : await ctx.db.get("users", certificate.userId);
    return { ...toVerified(certificate), language: languageOf(student) };
  },
});

/** An http(s) origin, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The certificate as a PDF (bytes), built on the server from the stored certificate. The
 * verification URL uses the deployment's SITE_URL; only where none is configured (a local or
 * offline setup) does it use `siteOrigin`, the page's own origin.
 */
export const download = authedAction({
  args: { certificateId: v.id("certificates"), siteOrigin: v.string() },
  handler: async (ctx, { certificateId, siteOrigin }): Promise<ArrayBuffer> => {
    const certificate = await ctx.runQuery(internal.courses.certificates.pdfData, { certificateId });
    const origin = originOf(deploymentConfig.siteUrl ?? siteOrigin);
    if (origin === null) throw appError("INVALID", "server.courses.siteAddressInvalid");
    const bytes = await renderCertificatePdf({ ...certificate, siteOrigin: origin });
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  },
});
