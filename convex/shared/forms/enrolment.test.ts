import { expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../../lib/appError";
import { cardNumberProblem, enrolmentFormSchema } from "./enrolment";
import { fieldErrors } from "./forms.test-helpers";

const FORM = {
  phoneNumber: " +44 20 7946 0000 ",
  degreeProgram: "BSc Computer Science",
  yearOrSemester: "Year 2",
  paymentMethod: "creditCard" as const,
  paymentDetails: " 4242 4242 4242 4242 ",
};

test("no field is required, not even a card number for a card payment", () => {
  const empty = { phoneNumber: "", degreeProgram: "", yearOrSemester: "", paymentDetails: "" };
  expect(fieldErrors(enrolmentFormSchema, { ...empty, paymentMethod: "paypal" })).toEqual({});
  expect(fieldErrors(enrolmentFormSchema, { ...empty, paymentMethod: "creditCard" })).toEqual({});
  expect(fieldErrors(enrolmentFormSchema, { ...empty, paymentMethod: "creditCard", paymentDetails: "  " })).toEqual({});
  expect(
    fieldErrors(enrolmentFormSchema, { ...empty, paymentMethod: "creditCard", paymentDetails: undefined }),
  ).toEqual({});
});

test("values are trimmed", () => {
  expect(enrolmentFormSchema.parse(FORM)).toEqual({
    ...FORM,
    phoneNumber: "+44 20 7946 0000",
    paymentDetails: "4242 4242 4242 4242",
  });
});

test.each([
  [{ phoneNumber: "1".repeat(41) }, { phoneNumber: "Phone number must be at most 40 characters." }],
  [{ degreeProgram: "x".repeat(101) }, { degreeProgram: "Degree program must be at most 100 characters." }],
  [{ yearOrSemester: "x".repeat(101) }, { yearOrSemester: "Year or semester must be at most 100 characters." }],
  [{ paymentDetails: "1234" }, { paymentDetails: "Enter a card number of 12 to 19 digits." }],
  [{ paymentMethod: "bankTransfer", paymentDetails: "anything" }, {}],
  [{ paymentMethod: "cash" }, { paymentMethod: expect.any(String) }],
])("%o -> %o", (change, errors) => {
  expect(fieldErrors(enrolmentFormSchema, { ...FORM, ...change })).toEqual(errors);
});

test.each([
  ["4242 4242 4242 4242", null],
  ["4000-0566-5566-5556", null],
  ["", null],
  ["  ", null],
  ["4242.4242.4242.4242", "Enter a card number of 12 to 19 digits."],
  ["1".repeat(20), "Enter a card number of 12 to 19 digits."],
])("card %j -> %s", (details, message) => {
  const problem = cardNumberProblem(details);
  expect(problem === null ? null : englishOf(problem)).toBe(message);
});
