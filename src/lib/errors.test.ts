/**
 * The server's errors carry a key and parameters, and the browser words them in the language in
 * force (issue #33); English stays word for word in `message`.
 */
import { afterEach, describe, expect, test } from "vitest";
import { ConvexError, type Value } from "convex/values";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { appError } from "@convex/lib/appError";
import { loginSchema } from "@convex/shared/forms/account";
import { keyed } from "@convex/shared/messages";
import { attemptsUsedMessage } from "@convex/shared/quizRules";
import { activateLanguage } from "@/lib/i18n";
import { appErrorMessage, errorMessage, retryAfterText, wordMessage } from "./errors";

/** What the browser receives: the error's data goes over the wire as JSON. */
function crossed(error: ConvexError<Value>): ConvexError<Value> {
  return new ConvexError(JSON.parse(JSON.stringify(error.data)) as Value);
}

afterEach(async () => {
  await activateLanguage("en");
});

describe("an error from the server", () => {
  test("carries its key, its parameters and today's English", () => {
    const error = crossed(appError("FORBIDDEN", attemptsUsedMessage(3)));
    expect(error.data).toEqual({
      code: "FORBIDDEN",
      key: "server.quiz.attemptsUsed",
      params: { max: 3 },
      message: "You have used your 3 attempts at this quiz.",
    });
    expect(appErrorMessage(error)).toBe("You have used your 3 attempts at this quiz.");
  });

  test("is worded in Spanish and Arabic, plurals included", async () => {
    const error = crossed(appError("FORBIDDEN", attemptsUsedMessage(3)));
    await activateLanguage("es");
    expect(appErrorMessage(error)).toBe("Ya usaste tus 3 intentos en este cuestionario.");
    expect(errorMessage(crossed(appError("NOT_FOUND", "server.quiz.attemptNotFound")), "x")).toBe(
      "Intento de cuestionario no encontrado.",
    );
    await activateLanguage("ar");
    expect(appErrorMessage(crossed(appError("FORBIDDEN", attemptsUsedMessage(2))))).toBe(
      "استنفدت محاولتيك في هذا الاختبار.",
    );
  });

  test("words the messages it quotes (a reason, a wait) in the same language", async () => {
    const error = crossed(
      appError("RATE_LIMITED", "server.rateLimit.reasonThenWait", {
        reason: "server.rateLimit.signInClient",
        wait: keyed("server.rateLimit.tryAgainInMinutes", { minutes: 12 }),
      }),
    );
    expect((error.data as { message: string }).message).toBe(
      "Too many failed sign-ins from this browser. Try again in 12 minutes.",
    );
    await activateLanguage("es");
    expect(appErrorMessage(error)).toBe(
      "Demasiados inicios de sesión fallidos desde este navegador. Vuelve a intentarlo dentro de 12 minutos.",
    );
  });

  test("from an older server (no key known here) shows its message", async () => {
    await activateLanguage("es");
    const error = new ConvexError({ code: "INVALID", key: "server.gone.away", message: "Old words." });
    expect(appErrorMessage(error)).toBe("Old words.");
    expect(appErrorMessage(new ConvexError({ code: "INVALID", message: "Older words." }))).toBe("Older words.");
    expect(errorMessage(new Error("boom"), "Something failed.")).toBe("Something failed.");
  });

  test("of the rate limiter says when to try again", async () => {
    const error = new ConvexError({ code: "RATE_LIMITED", retryAfter: 61_000 });
    expect(retryAfterText(error)).toBe("Try again in 2 minutes.");
    expect(retryAfterText(new ConvexError({ code: "RATE_LIMITED", retryAfter: 1_000 }))).toBe("Try again in a minute.");
    await activateLanguage("es");
    expect(retryAfterText(error)).toBe("Vuelve a intentarlo dentro de 2 minutos.");
  });
});

test("a shared form's message is worded, its field's name too", async () => {
  const issues = loginSchema.safeParse({ email: "", password: "" }).error?.issues ?? [];
  // The first issue of each field, as react-hook-form shows it.
  const fields = ["email", "password"];
  const messages = fields.map((field) => issues.find((issue) => issue.path[0] === field)?.message ?? "");
  expect(messages.map(wordMessage)).toEqual(["Email is required.", "Password is required."]);
  await activateLanguage("es");
  expect(messages.map(wordMessage)).toEqual(["El correo electrónico es obligatorio.", "La contraseña es obligatoria."]);
  expect(wordMessage(keyed("server.forms.tooLong", { label: "server.field.courseName", max: 120 }))).toBe(
    "«Nombre del curso» puede tener como máximo 120 caracteres.",
  );
  expect(wordMessage("Plain words.")).toBe("Plain words.");
});
