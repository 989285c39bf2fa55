import { appError } from "./appError";
import { emailField, INVALID_EMAIL } from "../shared/forms/fields";

/**
 * An e-mail that does not come from a form (a Clerk identity, `accounts/users:grantAdmin`): trimmed and
 * lower-cased by the same rule as the forms' e-mail field; anything else is "not valid".
 */
export function normalizeEmail(raw: string): string {
  const result = emailField.safeParse(raw);
  if (!result.success) throw appError("INVALID", INVALID_EMAIL);
  return result.data;
}
