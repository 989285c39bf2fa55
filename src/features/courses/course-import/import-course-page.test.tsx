import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { MB } from "@convex/shared/limits";
import { ImportCoursePage } from "./import-course-page";
import { exportDoc } from "@convex/shared/courseExportFormat.test-helpers";

const teacher = {
  _id: "u1",
  needsProfile: false,
  displayName: "Grace Hopper",
  role: "teacher",
  email: "g@example.com",
};

/** The picked file's problems as the page lists them. */
async function problemsOf(doc: unknown, label: string): Promise<string[]> {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute(<ImportCoursePage />, { path: "/importcourse" });
  const text = JSON.stringify(doc);
  const file = new File([text], "course.lyceum.json", { type: "application/json" });
  // jsdom's File has no text(); the browser's reads the file as UTF-8.
  Object.defineProperty(file, "text", { value: () => Promise.resolve(text) });
  await user.upload(await screen.findByLabelText(label), file);
  const alert = await screen.findByRole("alert");
  return within(alert)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("ImportCoursePage: what is wrong with a picked file", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, teacher);
  });
  afterEach(async () => {
    await act(() => activateLanguage("en"));
  });

  const broken = () => ({
    ...exportDoc(),
    version: 2,
    files: [{ id: "f1", purpose: "courseImage", name: "big.bmp", contentType: "image/bmp", size: 6 * MB }],
  });

  it("says where and what, in English as ever", async () => {
    expect(await problemsOf(broken(), "Course export file")).toEqual([
      "version: Only version 1 exports can be imported.",
      "files[0].contentType: image/bmp is not allowed here.",
      "files[0].size: Larger than 5 MB.",
    ]);
  });

  it("words the checks in the reader's language", async () => {
    await activateLanguage("es");
    expect(await problemsOf(broken(), "Archivo de exportación del curso")).toEqual([
      "version: Solo se pueden importar exportaciones de la versión 1.",
      "files[0].contentType: image/bmp no se admite aquí.",
      "files[0].size: Ocupa más de 5 MB.",
    ]);
  });

  /** A string where a number belongs and a missing field: checks with no message of their own. */
  const wrongShape = () => {
    const { exportedAt: _exportedAt, ...doc } = exportDoc();
    return { ...doc, quiz: { ...doc.quiz, maxAttempts: "3" } };
  };

  it("says where a check without a message of its own failed, not Zod's English", async () => {
    expect(await problemsOf(wrongShape(), "Course export file")).toEqual([
      "This is not a Lyceum course export: exportedAt is not valid.",
      "This is not a Lyceum course export: quiz.maxAttempts is not valid.",
    ]);
  });

  it("says it in the reader's language", async () => {
    await activateLanguage("es");
    expect(await problemsOf(wrongShape(), "Archivo de exportación del curso")).toEqual([
      "Esto no es una exportación de curso de Lyceum: exportedAt no es válido.",
      "Esto no es una exportación de curso de Lyceum: quiz.maxAttempts no es válido.",
    ]);
  });

  it("says a file that is not an export at all is not one, in the reader's language", async () => {
    await activateLanguage("ar");
    expect(await problemsOf(42, "ملف تصدير المقرر")).toEqual(["هذا ليس ملف تصدير مقرر من Lyceum."]);
  });

  it("words the document's own checks (a file it names but does not hold) too", async () => {
    await activateLanguage("ar");
    const badRef = { ...exportDoc(), course: { ...exportDoc().course, image: "f9" } };
    expect(await problemsOf(badRef, "ملف تصدير المقرر")).toEqual(['course.image: لا يوجد ملف "f9" في files.']);
  });
});
