import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { activeView, OPTIONS, profile } from "./fixtures";
import { QuizPage } from "./quiz-page";

/** The server's clock runs this far ahead of the browser's. */
const SERVER_AHEAD_MS = 5_000;
const serverNow = () => Date.now() + SERVER_AHEAD_MS;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderQuiz() {
  const result = renderRoute(<QuizPage />, { path: "/quizpage" });
  await advance(0);
  return result;
}

const option = (name: RegExp | string) => screen.getByRole("button", { name });
const secondsShown = () => screen.getByRole("timer", { name: "Time left" }).textContent;
const announcements = () => screen.getByRole("status", { name: "Time announcements" });
const locked = (chosen: number | null, answer: number) => ({
  response: chosen === null ? null : { kind: "choice", option: chosen },
  credit: chosen === answer ? 1 : 0,
  correct: chosen === answer,
  timedOut: chosen === null,
  rightOptions: [answer],
  solutionText: OPTIONS[answer - 1],
  typedAnswer: null,
  explanation: null,
});

describe("QuizPage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 21, 0, 0) });
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    fakeConvex.setQuery(api.quiz.quiz.leaderboard, { bankTitle: "Java", rows: [], me: null });
    fakeConvex.mutation(api.quiz.quiz.syncClock).mockImplementation(async () => ({ serverNow: serverNow() }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down from the server's deadline corrected by the measured clock offset", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ deadline: serverNow() + 20_000 }));
    await renderQuiz();

    expect(fakeConvex.mutation(api.quiz.quiz.syncClock)).toHaveBeenCalledOnce();
    expect(screen.getByText("Question 1 of 10")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Which type holds text in Java?" })).toBeInTheDocument();
    // The device's own clock would say 25: the server is 5 s ahead.
    expect(secondsShown()).toBe("20s seconds left");
    await advance(3_010);
    expect(secondsShown()).toBe("17s seconds left");
  });

  it("a right answer turns green with words, locks the question and enables Next; later clicks do nothing", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, activeView());
    const answer = fakeConvex
      .mutation(api.quiz.quiz.answer)
      .mockImplementation(async () => ({ outcome: "correct", serverNow: serverNow(), locked: locked(2, 2) }));
    await renderQuiz();

    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    fireEvent.click(option(/^B\. String/));
    await advance(0);

    expect(answer).toHaveBeenCalledExactlyOnceWith({
      attemptId: "att1",
      index: 0,
      response: { kind: "choice", option: 2 },
    });
    expect(option(/^B\. String/)).toHaveAccessibleName("B. String Correct answer · your answer");
    expect(option(/^B\. String/)).toHaveClass("bg-green-50");
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Correct");
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();

    for (const name of [/^A\. int/, /^B\. String/, /^C\. boolean/]) {
      expect(option(name)).toHaveAttribute("aria-disabled", "true");
      fireEvent.click(option(name));
    }
    await advance(0);
    expect(answer).toHaveBeenCalledOnce();
  });

  it("a wrong answer turns red and reveals the right option", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, activeView());
    fakeConvex
      .mutation(api.quiz.quiz.answer)
      .mockImplementation(async () => ({ outcome: "wrong", serverNow: serverNow(), locked: locked(1, 2) }));
    await renderQuiz();

    fireEvent.click(option(/^A\. int/));
    await advance(0);

    expect(option(/^A\. int/)).toHaveAccessibleName("A. int Your answer — wrong");
    expect(option(/^A\. int/)).toHaveClass("bg-red-50");
    expect(option(/^B\. String/)).toHaveAccessibleName("B. String Correct answer");
    expect(option(/^B\. String/)).toHaveClass("bg-green-50");
    expect(screen.getByText("Wrong — the right answer is B: String")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("at 0 stops taking answers, says so once, and shows the right option when the server locks the question", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ deadline: serverNow() + 12_000 }));
    const answer = fakeConvex.mutation(api.quiz.quiz.answer);
    await renderQuiz();

    const heard: string[] = [];
    for (let s = 12; s >= 0; s -= 1) {
      expect(secondsShown()).toBe(`${s}s seconds left`);
      heard.push(announcements().textContent ?? "");
      if (s > 0) await advance(s === 12 ? 1_010 : 1_000);
    }
    // The live region changes only at 10, 5 and 0, not every second.
    expect(heard).toEqual([
      "",
      "",
      "10 seconds left",
      ...Array(4).fill("10 seconds left"),
      ...Array(5).fill("5 seconds left"),
      "Time is up",
    ]);

    for (const name of OPTIONS.map((text) => new RegExp(text)))
      expect(option(name)).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(option(/^C\. boolean/));
    expect(answer).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ deadline: null, locked: locked(null, 2) }));
    expect(option(/^B\. String/)).toHaveAccessibleName("B. String Correct answer");
    expect(screen.getByText("Time is up — the right answer is B: String")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(secondsShown()).toBe("0s seconds left");
  });

  it("Next moves on to the next question with a fresh 30-second clock", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ deadline: null, locked: locked(3, 2), score: 0 }));
    const next = fakeConvex
      .mutation(api.quiz.quiz.next)
      .mockImplementation(async () => ({ index: 1, deadline: serverNow() + 30_000, serverNow: serverNow() }));
    await renderQuiz();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await advance(0);
    expect(next).toHaveBeenCalledExactlyOnceWith({ attemptId: "att1", index: 0 });

    fakeConvex.setQuery(
      api.quiz.quiz.current,
      activeView({
        index: 1,
        deadline: serverNow() + 30_000,
        question: { text: "Which keyword makes a constant?", options: ["final", "const", "static", "let"] },
      }),
    );
    await advance(0);
    expect(screen.getByText("Question 2 of 10")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Which keyword makes a constant?" })).toHaveFocus();
    expect(secondsShown()).toBe("30s seconds left");
    expect(option(/^A\. final/)).toHaveAttribute("aria-disabled", "false");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /back|previous/i })).not.toBeInTheDocument();
  });

  it("after a reload shows a locked question as locked, with Next ready", async () => {
    fakeConvex.setQuery(
      api.quiz.quiz.current,
      activeView({ index: 4, deadline: null, locked: locked(2, 2), score: 3 }),
    );
    await renderQuiz();
    expect(screen.getByText("Question 5 of 10")).toBeInTheDocument();
    expect(option(/^B\. String/)).toHaveAccessibleName("B. String Correct answer · your answer");
    expect(screen.getByText("Score so far: 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("the last question reads Finish, which shows the result screen", async () => {
    fakeConvex.setQuery(
      api.quiz.quiz.current,
      activeView({ index: 9, isLast: true, deadline: null, locked: locked(1, 1), score: 7 }),
    );
    const finish = fakeConvex
      .mutation(api.quiz.quiz.finish)
      .mockImplementation(async () => ({ score: 7, total: 10, durationMs: 95_000, serverNow: serverNow() }));
    await renderQuiz();

    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await advance(0);
    expect(finish).toHaveBeenCalledExactlyOnceWith({ attemptId: "att1" });

    fakeConvex.setQuery(
      api.quiz.quiz.current,
      activeView({
        status: "finished",
        index: 9,
        isLast: true,
        question: null,
        deadline: null,
        score: 7,
        result: { score: 7, total: 10, durationMs: 95_000, finishedAt: 1 },
      }),
    );
    expect(screen.getByRole("heading", { name: "Quiz Completed!" })).toBeInTheDocument();
    expect(screen.getByText("You scored 7 out of 10")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Take the quiz again" })).toHaveAttribute("href", "/quizrules");
    expect(
      within(screen.getByRole("region", { name: "Leaderboard" })).getByText(/No one has finished/),
    ).toBeInTheDocument();
  });

  it("with no attempt points to the rules; staff are told the quiz is for students", async () => {
    fakeConvex.setQuery(api.quiz.quiz.current, null);
    const { unmount } = await renderQuiz();
    expect(screen.getByRole("heading", { name: "No quiz in progress" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read the rules and start" })).toHaveAttribute("href", "/quizrules");
    unmount();

    fakeConvex.setQuery(api.accounts.users.me, profile("Admin"));
    await renderQuiz();
    expect(screen.getByRole("heading", { name: "The quiz is for students" })).toBeInTheDocument();
  });
  it("a multiple-answers question states its rule, sends the ticks with Submit and shows partial credit", async () => {
    const question = {
      text: "Which are Java primitives?",
      kind: "multiple",
      options: OPTIONS,
      rule: "server.quiz.ruleMultipleCredit",
    };
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ question }));
    const answer = fakeConvex.mutation(api.quiz.quiz.answer).mockImplementation(async () => ({
      outcome: "partial",
      serverNow: serverNow(),
      locked: {
        response: { kind: "choices", options: [1] },
        credit: 0.5,
        correct: false,
        timedOut: false,
        rightOptions: [1, 3],
        solutionText: "int; boolean",
        typedAnswer: null,
        explanation: "String is a class.",
      },
    }));
    await renderQuiz();
    expect(
      screen.getByText(
        "Each right option you tick earns its share of the point; each wrong option you tick takes one share away. You never score below zero.",
      ),
    ).toBeInTheDocument();
    // Nothing ticked: the form says so and sends nothing.
    fireEvent.click(screen.getByRole("button", { name: "Submit answer" }));
    await advance(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Tick at least one option.");
    expect(answer).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox", { name: /^A\. int/ }));
    fireEvent.click(screen.getByRole("button", { name: "Submit answer" }));
    await advance(0);
    expect(answer).toHaveBeenCalledExactlyOnceWith({
      attemptId: "att1",
      index: 0,
      response: { kind: "choices", options: [1] },
    });
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent(
      "Partly right: 0.5 of 1 — the right answer is A, C: int; boolean",
    );
    expect(screen.getByText("String is a class.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /^C\. boolean/ })).toHaveAccessibleName(
      "C. boolean Right option · not ticked",
    );
  });

  it("a number question takes the typed text with Enter, states its tolerance, and shows the right number", async () => {
    const question = {
      text: "How many bits in a byte?",
      kind: "numeric",
      options: [],
      rule: 'server.quiz.ruleNumericWithin {"tolerance":0.5}',
    };
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ question }));
    const answer = fakeConvex.mutation(api.quiz.quiz.answer).mockImplementation(async () => ({
      outcome: "wrong",
      serverNow: serverNow(),
      locked: {
        response: { kind: "text", text: "7" },
        credit: 0,
        correct: false,
        timedOut: false,
        rightOptions: [],
        solutionText: "8",
        typedAnswer: { kind: "numeric", value: 8, tolerance: 0 },
        explanation: null,
      },
    }));
    await renderQuiz();
    const input = screen.getByLabelText("Your answer (a number)");
    expect(input).toHaveAccessibleDescription("Answers within ±0.5 count as right.");
    fireEvent.change(input, { target: { value: "7" } });
    fireEvent.submit(input.closest("form")!);
    await advance(0);
    expect(answer).toHaveBeenCalledExactlyOnceWith({
      attemptId: "att1",
      index: 0,
      response: { kind: "text", text: "7" },
    });
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Wrong — the right answer is 8");
    expect(input).toHaveAttribute("readonly");
  });

  it("shows the right number in the reader's digits (Spanish)", async () => {
    const question = {
      text: "How many bits in a byte?",
      kind: "numeric",
      options: [],
      rule: 'server.quiz.ruleNumericWithin {"tolerance":0.5}',
    };
    fakeConvex.setQuery(api.quiz.quiz.current, activeView({ question }));
    const answer = fakeConvex.mutation(api.quiz.quiz.answer).mockImplementation(async () => ({
      outcome: "wrong",
      serverNow: serverNow(),
      locked: {
        response: { kind: "text", text: "7" },
        credit: 0,
        correct: false,
        timedOut: false,
        rightOptions: [],
        solutionText: "8.25",
        typedAnswer: { kind: "numeric", value: 8.25, tolerance: 0 },
        explanation: null,
      },
    }));
    await activateLanguage("es");
    try {
      await renderQuiz();
      const input = screen.getByRole("textbox");
      fireEvent.change(input, { target: { value: "7" } });
      fireEvent.submit(input.closest("form")!);
      await advance(0);
      expect(answer).toHaveBeenCalledOnce();
      expect(screen.getByRole("status", { name: "" })).toHaveTextContent("8,25");
    } finally {
      await activateLanguage("en");
    }
  });
});
