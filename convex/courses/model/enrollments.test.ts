import { expect, test } from "vitest";
import { maskPaymentDetails } from "./enrollments";

test.each([
  ["creditCard", "4242 4242 4242 4242", "•••• 4242"],
  ["creditCard", "4000-0566-5566-5556", "•••• 5556"],
  ["creditCard", "378282246310005", "•••• 0005"],
  ["paypal", "Jane.Doe@Example.com", "J•••@example.com"],
  ["paypal", "", ""],
  ["paypal", "janedoe-account-77", "•••• nt77"],
  ["bankTransfer", "DE89 3704 0044 0532 0130 00", "•••• 3000"],
  ["bankTransfer", "123", "••••"],
  ["bankTransfer", "  ", ""],
] as const)("%s %j is stored as %j", (method, raw, masked) => {
  expect(maskPaymentDetails(method, raw)).toBe(masked);
});

test("a card number left empty is kept empty: enrolment is not a checkout", () => {
  expect(maskPaymentDetails("creditCard", "  ")).toBe("");
  expect(maskPaymentDetails("creditCard", "")).toBe("");
});

test.each(["4242", "4242 4242 abcd 4242", "1".repeat(20), "4242.4242.4242.4242"])(
  "a card number %j is refused without repeating it",
  (raw) => {
    let error: unknown;
    try {
      maskPaymentDetails("creditCard", raw);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ data: { code: "INVALID", message: "Enter a card number of 12 to 19 digits." } });
  },
);

test("over-long details are refused", () => {
  expect(() => maskPaymentDetails("bankTransfer", "1".repeat(101))).toThrow(/at most 100/);
});
