import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { BankEditor } from "./bank-editor";
import { bank, courseId, question } from "./fixtures";

const addQuestion = fakeConvex.mutation(api.quiz.quizBank.addQuestion);
const updateQuestion = fakeConvex.mutation(api.quiz.quizBank.updateQuestion);
const removeQuestion = fakeConvex.mutation(api.quiz.quizBank.removeQuestion);
const moveQuestion = fakeConvex.mutation(api.quiz.quizBank.moveQuestion);
const copySharedBank = fakeConvex.mutation(api.quiz.quizBank.copySharedBank);

async function renderEditor() {
  const user = userEvent.setup();
  renderRoute(<BankEditor courseId={courseId} />, { path: "/quizbank" });
  await screen.findByRole("heading", { name: "Questions" });
  return user;
}

/**
 * Puts `text` in `field` as one paste (clicked first, as `user.type` does): these tests are about
 * the form's checks and what it sends, not key-by-key typing, and each key re-renders the form.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const questions = () => screen.getAllByRole("listitem").filter((item) => item.hasAttribute("aria-labelledby"));
const questionItem = (n: number) => screen.getByRole("listitem", { name: `Question ${n}` });

describe("BankEditor: what the course uses", () => {
  it("shows a skeleton while the bank loads", async () => {
    await renderEditor();
    expect(screen.getByLabelText("Loading the questions")).toHaveAttribute("aria-busy", "true");
  });

  it("shows the shared bank read-only, with the right option marked in words, and copies it on request", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ own: false, questions: [question(1, 2), question(2)] }));
    copySharedBank.mockResolvedValue(2);
    const user = await renderEditor();

    expect(screen.getByText(/uses the shared/)).toHaveTextContent("Rust uses the shared JavaScript bank (2 questions)");
    const first = questionItem(1);
    expect(within(first).getByText("Question text 1?")).toBeInTheDocument();
    const rightOption = within(first).getByText("Right answer").closest("li");
    expect(rightOption).toHaveTextContent("B1");
    expect(within(first).getAllByText("Right answer")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Move question 1 down" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Add question" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start from the shared bank" }));
    expect(copySharedBank).toHaveBeenCalledWith({ courseId: "c1" });
    expect(await screen.findByText("Copied 2 questions from the shared bank")).toBeInTheDocument();
  });

  it("offers an empty own bank: the add form appears on request", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ own: false }));
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Start an empty bank" }));
    expect(screen.getByRole("heading", { name: "Add question" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start an empty bank" })).not.toBeInTheDocument();
  });

  it("says when the course has its own bank, and when it is full", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ maxQuestions: 3 }));
    await renderEditor();
    expect(screen.getByText(/has its own quiz/)).toHaveTextContent("Rust has its own quiz: 3 of 3 questions.");
    expect(screen.getByText(/the most it can have/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add question" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the copy is refused", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ own: false }));
    copySharedBank.mockRejectedValue(
      new ConvexError({ code: "CONFLICT", message: "This course already has its own quiz questions." }),
    );
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Start from the shared bank" }));
    expect(await screen.findByText("This course already has its own quiz questions.")).toBeInTheDocument();
  });
});

describe("BankEditor: a large bank", () => {
  it("shows the first 50 questions and the rest on request", async () => {
    const many = Array.from({ length: 53 }, (_, i) => question(i + 1));
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ questions: many }));
    const user = await renderEditor();
    // Counted with a selector: role queries over fifty items are slow in jsdom.
    const shownItems = () => document.querySelectorAll("li[aria-labelledby]").length;
    expect(shownItems()).toBe(50);
    await user.click(screen.getByText("Show 3 more questions (50 of 53 shown)"));
    expect(shownItems()).toBe(53);
    expect(screen.queryByText(/more questions?/)).not.toBeInTheDocument();
  });
});

describe("BankEditor: add question", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, options: string[], right: string) {
    // Pasted, not typed key by key: the form re-renders on each key, and the tests stay fast.
    await user.click(screen.getByLabelText("Question"));
    await user.paste("What does `cargo build` do?");
    for (const [i, text] of options.entries()) {
      if (!text) continue;
      await user.click(screen.getByLabelText(`Option ${i + 1}`));
      await user.paste(text);
    }
    if (right) await user.selectOptions(screen.getByLabelText("Right option"), right);
  }
  const submit = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole("button", { name: "Add question" }));

  it("refuses an empty form with a message per field, focuses the question, sends nothing", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await submit(user);
    expect(await screen.findByText("Question is required.")).toBeInTheDocument();
    expect(screen.getAllByText("Every option needs text.")).toHaveLength(4);
    expect(screen.getByText("Choose the right option.")).toBeInTheDocument();
    expect(screen.getByLabelText("Question")).toHaveFocus();
    expect(screen.getByLabelText("Option 1")).toHaveAttribute("aria-invalid", "true");
    expect(addQuestion).not.toHaveBeenCalled();
  });

  it("refuses an empty option and no right option, keeping what was typed", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await fill(user, ["Builds it", "", "Runs it", "Tests it"], "");
    await submit(user);
    expect(await screen.findByText("Every option needs text.")).toBeInTheDocument();
    expect(screen.getByText("Choose the right option.")).toBeInTheDocument();
    expect(screen.getByLabelText("Option 2")).toHaveFocus();
    expect(screen.getByLabelText("Question")).toHaveValue("What does `cargo build` do?");
    expect(screen.getByLabelText("Option 3")).toHaveValue("Runs it");
    expect(addQuestion).not.toHaveBeenCalled();
  });

  it("refuses text over 500 characters and repeated options", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await fill(user, ["Builds it", "Runs it", "runs it ", "Tests it"], "Option 1 — Builds it");
    await user.click(screen.getByLabelText("Option 4"));
    await user.paste("x".repeat(500));
    await submit(user);
    expect(await screen.findByText("An option must be at most 500 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Option 2")).toHaveFocus();
    expect(addQuestion).not.toHaveBeenCalled();

    // Correcting one of the pair clears the message on both.
    await user.clear(screen.getByLabelText("Option 3"));
    await enter(user, screen.getByLabelText("Option 3"), "Formats it");
    await waitFor(() => expect(screen.queryByText("The options must differ.")).not.toBeInTheDocument());
  });

  it("sends the trimmed question with the right option's number, toasts and empties the form", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    addQuestion.mockResolvedValue("q9");
    const user = await renderEditor();
    await fill(user, [" Builds it ", "Runs it", "Formats it", "Tests it"], "Option 1 — Builds it");
    await submit(user);

    await waitFor(() => expect(addQuestion).toHaveBeenCalledTimes(1));
    expect(addQuestion).toHaveBeenCalledWith({
      courseId: "c1",
      question: "What does `cargo build` do?",
      options: ["Builds it", "Runs it", "Formats it", "Tests it"],
      solution: { kind: "single", answer: 1 },
      tags: [],
    });
    expect(await screen.findByText("Question added")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Question")).toHaveValue(""));
    expect(screen.getByLabelText("Right option")).toHaveValue("");
    expect(screen.getByLabelText("Question")).toHaveFocus();
  });

  it("writes a multiple-answers question with a fifth option and two right ones, with its explanation and tags", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    addQuestion.mockResolvedValue("q9");
    const user = await renderEditor();
    await user.selectOptions(screen.getByLabelText("Question type"), "Multiple answers");
    expect(screen.queryByLabelText("Right option")).not.toBeInTheDocument();
    await enter(user, screen.getByLabelText("Question"), "Which are Cargo commands?");
    await user.click(screen.getByRole("button", { name: "Add an option" }));
    for (const [i, text] of ["build", "compile", "make", "link", "test"].entries()) {
      await enter(user, screen.getByLabelText(`Option ${i + 1}`), text);
    }
    // Removing option 2 moves the later ones up.
    await user.click(screen.getByRole("button", { name: "Remove option 2" }));
    expect(screen.getByLabelText("Option 4")).toHaveValue("test");
    await user.click(screen.getByRole("checkbox", { name: "Option 1 is right" }));
    await user.click(screen.getByRole("checkbox", { name: "Option 4 is right" }));
    await enter(user, screen.getByLabelText("Explanation (optional)"), "build and test are subcommands.");
    await enter(user, screen.getByLabelText("Tags (optional)"), "Cargo, tools");
    await submit(user);
    await waitFor(() => expect(addQuestion).toHaveBeenCalledTimes(1));
    expect(addQuestion).toHaveBeenCalledWith({
      courseId: "c1",
      question: "Which are Cargo commands?",
      options: ["build", "make", "link", "test"],
      solution: { kind: "multiple", answers: [1, 4] },
      explanation: "build and test are subcommands.",
      tags: ["cargo", "tools"],
    });
  });

  it("writes a number question: no options, the value and its tolerance", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    addQuestion.mockResolvedValue("q9");
    const user = await renderEditor();
    await user.selectOptions(screen.getByLabelText("Question type"), "Number");
    expect(screen.queryByLabelText("Option 1")).not.toBeInTheDocument();
    await enter(user, screen.getByLabelText("Question"), "What is pi to two decimals?");
    await submit(user);
    expect(await screen.findByText("Give the right number.")).toBeInTheDocument();
    expect(screen.getByLabelText("Right number")).toHaveFocus();
    await enter(user, screen.getByLabelText("Right number"), "3,14");
    await user.clear(screen.getByLabelText("Tolerance (±)"));
    await enter(user, screen.getByLabelText("Tolerance (±)"), "0.01");
    await submit(user);
    await waitFor(() => expect(addQuestion).toHaveBeenCalledTimes(1));
    expect(addQuestion).toHaveBeenCalledWith({
      courseId: "c1",
      question: "What is pi to two decimals?",
      options: [],
      solution: { kind: "numeric", value: 3.14, tolerance: 0.01 },
      tags: [],
    });
  });

  it("keeps the fields and shows the server's reason when it refuses", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    addQuestion.mockRejectedValue(
      new ConvexError({ code: "CONFLICT", message: "A quiz can have at most 50 questions." }),
    );
    const user = await renderEditor();
    await fill(user, ["Builds it", "Runs it", "Formats it", "Tests it"], "Option 4 — Tests it");
    await submit(user);
    expect(await screen.findByText("A quiz can have at most 50 questions.")).toBeInTheDocument();
    expect(screen.getByLabelText("Question")).toHaveValue("What does `cargo build` do?");
    expect(screen.getByLabelText("Right option")).toHaveValue("4");
  });
});

describe("BankEditor: edit, remove, move", () => {
  it("edits a question in place with the same checks and saves it", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await user.click(within(questionItem(2)).getByRole("button", { name: "Edit question 2" }));

    const item = questionItem(2);
    expect(within(item).getByLabelText("Question")).toHaveValue("Question text 2?");
    expect(within(item).getByLabelText("Question")).toHaveFocus();
    expect(within(item).getByLabelText("Right option")).toHaveValue("3");
    await user.clear(within(item).getByLabelText("Option 1"));
    await user.click(within(item).getByRole("button", { name: "Save question" }));
    expect(await within(item).findByText("Every option needs text.")).toBeInTheDocument();
    expect(updateQuestion).not.toHaveBeenCalled();

    await enter(user, within(item).getByLabelText("Option 1"), "New A");
    await user.selectOptions(within(item).getByLabelText("Right option"), "2");
    await user.click(within(item).getByRole("button", { name: "Save question" }));
    await waitFor(() =>
      expect(updateQuestion).toHaveBeenCalledWith({
        questionId: "q2",
        question: "Question text 2?",
        options: ["New A", "B2", "C2", "D2"],
        solution: { kind: "single", answer: 2 },
        tags: [],
      }),
    );
    expect(await screen.findByText("Question 2 saved")).toBeInTheDocument();
    expect(within(questionItem(2)).queryByLabelText("Question")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit question 2" })).toHaveFocus();
  });

  it("cancelling an edit sends nothing", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Edit question 1" }));
    await user.click(within(questionItem(1)).getByRole("button", { name: "Cancel" }));
    expect(within(questionItem(1)).getByRole("button", { name: "Edit question 1" })).toHaveFocus();
    expect(updateQuestion).not.toHaveBeenCalled();
  });

  it("removes a question only after confirmation", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Remove question 3" }));
    const confirm = screen.getByRole("group", { name: "Confirm removing question 3" });
    expect(within(confirm).getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(removeQuestion).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Remove question 3" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Remove question 3" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove" }));
    expect(removeQuestion).toHaveBeenCalledWith({ questionId: "q3" });
    expect(await screen.findByText("Question 3 removed")).toBeInTheDocument();
  });

  it("warns that removing the last question goes back to the shared bank", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ questions: [question(1)] }));
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Remove question 1" }));
    expect(screen.getByText(/the course goes back to the shared bank/)).toBeInTheDocument();
  });

  it("moves questions up and down, not past either end, and keeps the focus on the moved question", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderEditor();
    expect(questions()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move question 3 down" })).toBeDisabled();

    moveQuestion.mockImplementation(async () => {
      // The live query answers with the new order, as Convex does before the mutation resolves.
      fakeConvex.setQuery(api.quiz.quizBank.get, bank({ questions: [question(2, 3), question(1), question(3)] }));
      return null;
    });
    await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
    expect(moveQuestion).toHaveBeenCalledWith({ questionId: "q2", to: "up" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Move question 1 down" })).toHaveFocus());
    expect(within(questionItem(1)).getByText("Question text 2?")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Move question 3 up" }));
    expect(moveQuestion).toHaveBeenLastCalledWith({ questionId: "q3", to: "up" });
  });
});
