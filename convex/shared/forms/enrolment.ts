/**
 * Student enrolment (SPEC §2, §3 Enrollment, §5): no required fields, only lengths and, for a
 * credit card whose number is given, that it looks like one. Enrolment is not a checkout: every
 * payment field may be left empty (ADR 0053).
 */
import { keyed, type Keyed } from "../messages";
import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../limits";
import { optionalText } from "./fields";

export const PAYMENT_METHODS = ["creditCard", "paypal", "bankTransfer"] as const;

export const paymentMethodField = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.output<typeof paymentMethodField>;

/**
 * The card number rule, or null when the details pass: none given (the card is optional), or
 * digits, spaces or dashes making 12 to 19 digits.
 */
export function cardNumberProblem(details: string): Keyed | null {
  const digits = details.trim().replace(/[\s-]/g, "");
  const { cardDigitsMin: min, cardDigitsMax: max } = TEXT_LIMITS;
  if (digits === "") return null;
  if (/^\d+$/.test(digits) && digits.length >= min && digits.length <= max) return null;
  return keyed("server.forms.cardNumber", { min, max });
}

/** enrollments.enroll's form fields (the card rule is checked where the details are masked). */
export const enrolmentFields = {
  phoneNumber: optionalText("server.field.phoneNumber", TEXT_LIMITS.phoneNumber),
  degreeProgram: optionalText("server.field.degreeProgram", TEXT_LIMITS.degreeProgram),
  yearOrSemester: optionalText("server.field.yearOrSemester", TEXT_LIMITS.yearOrSemester),
  paymentMethod: paymentMethodField,
  /** Shown only for creditCard on the form; always optional. */
  paymentDetails: z
    .string()
    .trim()
    .max(TEXT_LIMITS.paymentDetails, tooLongMessage("server.field.paymentDetails", TEXT_LIMITS.paymentDetails))
    .optional(),
};

export const enrolmentFormSchema = z.object(enrolmentFields).superRefine((values, ctx) => {
  if (values.paymentMethod !== "creditCard") return;
  const problem = cardNumberProblem(values.paymentDetails ?? "");
  if (problem !== null) ctx.addIssue({ code: "custom", path: ["paymentDetails"], message: problem });
});
