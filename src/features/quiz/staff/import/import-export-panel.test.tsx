import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ImportExportPanel } from "./import-export-panel";

const courseId = "c1" as Id<"courses">;
const importQuestions = fakeConvex.mutation(api.quiz.quizImport.importQuestions);

const GIFT = "What is 2 + 2? {=4 ~3 ~5 ####Two and two.}\n\nBroken {=a ~b\n\n// [tag:colours]\nThe sky is blue. {T}";

async function renderPanel(room = { ownQuestions: 3, maxQuestions: 200, sharedBank: "JavaScript" }) {
  fakeConvex.setQuery(api.quiz.quizImport.summary, room);
  const user = userEvent.setup();
  renderRoute(<ImportExportPanel courseId={courseId} />, { path: "/quizbank" });
  await screen.findByRole("heading", { name: "Import and export" });
  return user;
}

async function openAndPaste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole("button", { name: "Import questions" }));
  await user.click(screen.getByLabelText("Questions as text"));
  await user.paste(text);
}

describe("ImportExportPanel", () => {
  it("shows a skeleton while the bank's size loads", async () => {
    renderRoute(<ImportExportPanel courseId={courseId} />, { path: "/quizbank" });
    expect(await screen.findByLabelText("Loading import and export")).toHaveAttribute("aria-busy", "true");
  });

  it("previews each question and each unreadable line before saving, then imports what it showed", async () => {
    importQuestions.mockResolvedValue({ imported: 2 });
    const user = await renderPanel();
    const toggle = screen.getByRole("button", { name: "Import questions" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await openAndPaste(user, GIFT);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const problems = await screen.findByRole("list", { name: "Lines that could not be read" });
    expect(within(problems).getByRole("listitem")).toHaveTextContent("Line 3: A { has no matching }, or a } no {.");
    expect(within(problems).getByRole("listitem")).toHaveTextContent("Broken {=a ~b");
    const questions = within(screen.getByRole("list", { name: "Questions to import" })).getAllByRole("listitem");
    expect(questions[0]).toHaveTextContent("Single answer");
    expect(questions[0]).toHaveTextContent("Right answer: 4");
    expect(questions[0]).toHaveTextContent("Explanation: Two and two.");
    expect(questions[1]).toHaveTextContent("True or false");
    expect(questions[1]).toHaveTextContent("colours");
    expect(questions[1]).toHaveTextContent("Line 6");
    expect(importQuestions).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Import 2 questions" }));
    expect(importQuestions).toHaveBeenCalledWith({ courseId, format: "auto", text: GIFT, expected: 2 });
    expect(await screen.findByText("Imported 2 questions")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Import questions" })).not.toBeInTheDocument();
  });

  it("refuses an empty text or one with nothing readable, on the field, without calling the server", async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Import questions" }));
    await user.click(screen.getByRole("button", { name: "Import" }));
    const field = screen.getByLabelText("Questions as text");
    expect(await screen.findByText("Paste the questions, or choose a file.")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.paste("Just a description.");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText(/No question could be read/)).toBeInTheDocument();
    expect(importQuestions).not.toHaveBeenCalled();
  });

  it("says when the import would pass the bank's limit", async () => {
    const user = await renderPanel({ ownQuestions: 199, maxQuestions: 200, sharedBank: "JavaScript" });
    await openAndPaste(user, "A {T}\n\nB {F}");
    expect(await screen.findByText(/this one has 199: import at most 1 at a time/)).toBeInTheDocument();
    expect(screen.queryByText(/uses the shared/)).not.toBeInTheDocument();
  });

  it("detects Aiken, reads GIFT when asked, and says the import replaces the shared bank", async () => {
    const user = await renderPanel({ ownQuestions: 0, maxQuestions: 200, sharedBank: "Java" });
    await openAndPaste(user, "Capital of France?\nA. Berlin\nB) Paris\nANSWER: B");
    expect(await screen.findByText(/Read as Aiken \(detected\): 1 question\./)).toBeInTheDocument();
    expect(screen.getByText(/Right answer:/).closest("p")).toHaveTextContent("Right answer: Paris");
    expect(screen.getByText(/uses the shared Java quiz now/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Format"), "gift");
    expect(await screen.findByText(/Read as GIFT \(Moodle\): 0 questions, 1 problem\./)).toBeInTheDocument();
  });

  it("reads a .gift file into the text, in the browser, and refuses other files", async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeConvex.setQuery(api.quiz.quizImport.summary, { ownQuestions: 0, maxQuestions: 200, sharedBank: "Java" });
    renderRoute(<ImportExportPanel courseId={courseId} />, { path: "/quizbank" });
    await user.click(await screen.findByRole("button", { name: "Import questions" }));
    const input = screen.getByLabelText("Or read a file");

    await user.upload(input, new File(["%PDF-1.7"], "questions.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Choose a .txt or .gift file.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    // jsdom's File has no text(); the browser's reads the file as UTF-8.
    const file = new File(["Zero is even. {T}"], "bank.gift", { type: "" });
    Object.defineProperty(file, "text", { value: () => Promise.resolve("Zero is even. {T}") });
    await user.upload(input, file);
    expect(await screen.findByDisplayValue("Zero is even. {T}")).toBeInTheDocument();
    expect(screen.getByLabelText("Format")).toHaveValue("gift");
    expect(screen.queryByText("Choose a .txt or .gift file.")).not.toBeInTheDocument();
    expect(await screen.findByText(/Read as GIFT \(Moodle\): 1 question\./)).toBeInTheDocument();
  });
});
