/**
 * Client-side mirror of the enrolment rules in convex/model/enrollments.ts, for friendly
 * messages before sending; the server checks everything again and has the last word.
 */
import { ENROLLMENT_LIMITS } from "@convex/model/enrollments";

export { ENROLLMENT_LIMITS };

export const PAYMENT_METHODS = [
  { value: "creditCard", label: "Credit card" },
  { value: "paypal", label: "PayPal" },
  { value: "bankTransfer", label: "Bank transfer" },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["value"];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method.value === value);
}

export type EnrolmentValues = {
  phoneNumber: string;
  degreeProgram: string;
  yearOrSemester: string;
  paymentMethod: PaymentMethod;
  paymentDetails: string;
};

export type EnrolmentField = keyof EnrolmentValues;
export type EnrolmentErrors = Partial<Record<EnrolmentField, string>>;

const LABELS: Record<Exclude<EnrolmentField, "paymentMethod">, string> = {
  phoneNumber: "Phone number",
  degreeProgram: "Degree program",
  yearOrSemester: "Year or semester",
  paymentDetails: "Payment details",
};

/** SPEC §5 has no required fields here; only lengths and, for a credit card, the card number. */
export function validateEnrolment(values: EnrolmentValues): EnrolmentErrors {
  const errors: EnrolmentErrors = {};
  for (const field of ["phoneNumber", "degreeProgram", "yearOrSemester"] as const) {
    const max = ENROLLMENT_LIMITS[field];
    if (values[field].trim().length > max) errors[field] = `${LABELS[field]} must be at most ${max} characters.`;
  }
  if (values.paymentMethod === "creditCard") {
    const digits = values.paymentDetails.trim().replace(/[\s-]/g, "");
    const { cardDigitsMin: min, cardDigitsMax: max } = ENROLLMENT_LIMITS;
    if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) {
      errors.paymentDetails =
        digits === "" ? "Enter your card number." : `Enter a card number of ${min} to ${max} digits.`;
    }
  }
  return errors;
}
