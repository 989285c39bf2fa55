/**
 * Student enrolment (SPEC §2, §3 Enrollment, §5): no required fields, only lengths and, for a
 * credit card, the card number.
 */
import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../limits";
import { optionalText } from "./fields";

export const PAYMENT_METHODS = [
  { value: "creditCard", label: "Credit card" },
  { value: "paypal", label: "PayPal" },
  { value: "bankTransfer", label: "Bank transfer" },
] as const;

export const paymentMethodField = z.enum(["creditCard", "paypal", "bankTransfer"]);
export type PaymentMethod = z.output<typeof paymentMethodField>;

/** The card number rule, or null when the details pass (digits, spaces or dashes; 12 to 19 digits). */
export function cardNumberProblem(details: string): string | null {
  const digits = details.trim().replace(/[\s-]/g, "");
  const { cardDigitsMin: min, cardDigitsMax: max } = TEXT_LIMITS;
  if (/^\d+$/.test(digits) && digits.length >= min && digits.length <= max) return null;
  return digits === "" ? "Enter your card number." : `Enter a card number of ${min} to ${max} digits.`;
}

/** enrollments.enroll's form fields (the card rule is checked where the details are masked). */
export const enrolmentFields = {
  phoneNumber: optionalText("Phone number", TEXT_LIMITS.phoneNumber),
  degreeProgram: optionalText("Degree program", TEXT_LIMITS.degreeProgram),
  yearOrSemester: optionalText("Year or semester", TEXT_LIMITS.yearOrSemester),
  paymentMethod: paymentMethodField,
  /** Shown only for creditCard on the form; optional otherwise. */
  paymentDetails: z
    .string()
    .trim()
    .max(TEXT_LIMITS.paymentDetails, tooLongMessage("Payment details", TEXT_LIMITS.paymentDetails))
    .optional(),
};

export const enrolmentFormSchema = z.object(enrolmentFields).superRefine((values, ctx) => {
  if (values.paymentMethod !== "creditCard") return;
  const problem = cardNumberProblem(values.paymentDetails ?? "");
  if (problem !== null) ctx.addIssue({ code: "custom", path: ["paymentDetails"], message: problem });
});
