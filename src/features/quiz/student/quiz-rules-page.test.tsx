import { act, fireEvent, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoredCourse } from "@/lib/current-course";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { OVERVIEW, profile } from "./fixtures";
import { QuizRulesPage } from "./quiz-rules-page";

function renderRules() {
  return renderRoute(<QuizRulesPage />, { path: "/quizrules" });
}

/** Lets the router and the fake's promises settle while timers are fake. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("QuizRulesPage", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    fakeConvex.setQuery(api.quiz.quiz.leaderboard, { bankTitle: "Java", rows: [], me: null });
    fakeConvex.setPaginatedQuery(api.quiz.quiz.myAttempts, { results: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the rules of the stored course's quiz, the time per question and that extra time exists", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    fakeConvex.setQuery(api.quiz.quiz.overview, OVERVIEW);
    renderRules();
    await flush();

    expect(fakeConvex.lastQueryArgs(api.quiz.quiz.overview)).toEqual({ courseName: "Java", courseId: "c1" });
    expect(fakeConvex.lastQueryArgs(api.quiz.quiz.leaderboard)).toEqual({ courseName: "Java", courseId: "c1" });
    expect(screen.getByRole("heading", { name: "Quiz Rules", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Java", level: 2 })).toBeInTheDocument();
    expect(screen.getByText("10 questions · 30 seconds per question")).toBeInTheDocument();
    expect(screen.getByText(/Your first click is your answer/)).toBeInTheDocument();
    expect(screen.getByText(/When the countdown reaches 0, the question locks/)).toBeInTheDocument();
    expect(screen.getByText(/Extra time .* is available as an accommodation: ask your teacher/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("href", "/quizrules#leaderboard");
    expect(screen.getByRole("link", { name: "My attempts" })).toHaveAttribute("href", "/quizrules#my-attempts");
    expect(screen.getByRole("heading", { name: "My attempts", level: 2 })).toBeInTheDocument();
    expect(screen.getByText("You haven't taken a quiz yet. Your attempts will be listed here.")).toBeInTheDocument();
  });

  it("states the bank's real number of questions, never a fixed ten (issue #31)", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    fakeConvex.setQuery(api.quiz.quiz.overview, { ...OVERVIEW, questionCount: 1 });
    renderRules();
    await flush();

    expect(screen.getByText("1 question · 30 seconds per question")).toBeInTheDocument();
    expect(screen.getByText(/The quiz has 1 question, shown one at a time/)).toBeInTheDocument();
    expect(screen.queryByText(/ten questions|1 questions/i)).toBeNull();
  });

  it("Start Quiz shows a spinner, starts the attempt and goes to /quizpage after 1 second", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    fakeConvex.setQuery(api.quiz.quiz.overview, OVERVIEW);
    const start = fakeConvex
      .mutation(api.quiz.quiz.start)
      .mockResolvedValue({ attemptId: "att1", resumed: false, serverNow: 1 });
    renderRules();
    await flush();

    fireEvent.click(screen.getByRole("button", { name: "Start Quiz" }));
    expect(screen.getByRole("status", { name: "Starting the quiz" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Start Quiz/ })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(start).not.toHaveBeenCalled();
    expect(screen.queryByTestId("elsewhere")).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(start).toHaveBeenCalledExactlyOnceWith({ courseName: "Java", courseId: "c1" });
    await flush();
    expect(screen.getByTestId("elsewhere")).toHaveTextContent("/quizpage");
  });

  it("with no stored course sends an empty name (the server gives the JavaScript quiz); a refused start says why", async () => {
    vi.useRealTimers(); // the toast needs real timers
    fakeConvex.setQuery(api.quiz.quiz.overview, { ...OVERVIEW, bankTitle: "JavaScript" });
    const start = fakeConvex
      .mutation(api.quiz.quiz.start)
      .mockRejectedValue(new ConvexError({ code: "NOT_FOUND", message: "This quiz has no questions yet." }));
    renderRules();
    fireEvent.click(await screen.findByRole("button", { name: "Start Quiz" }));
    expect(fakeConvex.lastQueryArgs(api.quiz.quiz.overview)).toEqual({ courseName: "" });

    expect(await screen.findByText("This quiz has no questions yet.", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(start).toHaveBeenCalledExactlyOnceWith({ courseName: "" });
    expect(screen.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
    expect(screen.queryByTestId("elsewhere")).not.toBeInTheDocument();
  });

  it("offers Resume quiz when an attempt is in progress and shows the student's own extra time", async () => {
    fakeConvex.setQuery(api.quiz.quiz.overview, {
      ...OVERVIEW,
      inProgress: true,
      allowance: "x1.5",
      secondsPerQuestion: 45,
    });
    renderRules();
    await flush();
    expect(screen.getByRole("button", { name: "Resume quiz" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Quiz" })).not.toBeInTheDocument();
    expect(screen.getByText("10 questions · 45 seconds per question")).toBeInTheDocument();
    expect(screen.getByText(/extra time given to you by your teacher/)).toBeInTheDocument();
  });

  it("lists the student's past attempts", async () => {
    fakeConvex.setQuery(api.quiz.quiz.overview, OVERVIEW);
    fakeConvex.setPaginatedQuery(api.quiz.quiz.myAttempts, {
      results: [
        {
          attemptId: "a2",
          bankTitle: "Java",
          status: "active",
          score: 1,
          total: 10,
          answered: 3,
          startedAt: 2,
          finishedAt: null,
          durationMs: null,
        },
        {
          attemptId: "a1",
          bankTitle: "JavaScript",
          status: "finished",
          score: 7,
          total: 10,
          answered: 10,
          startedAt: 1,
          finishedAt: 3,
          durationMs: 95_000,
        },
      ],
      status: "CanLoadMore",
    });
    renderRules();
    await flush();
    const list = within(screen.getByRole("region", { name: "My attempts" })).getAllByRole("listitem");
    expect(list[0]).toHaveTextContent("In progress: 3 of 10 answered");
    expect(list[1]).toHaveTextContent("7 / 10 in 1 min 35 s");
    fireEvent.click(screen.getByRole("button", { name: "Show older attempts" }));
    expect(fakeConvex.loadMore(api.quiz.quiz.myAttempts)).toHaveBeenCalledWith(10);
  });

  it("tells staff the quiz is for students and asks the server nothing about attempts", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    renderRules();
    await flush();
    expect(screen.getByRole("heading", { name: "The quiz is for students" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Quiz" })).not.toBeInTheDocument();
    expect(fakeConvex.queryCalls(api.quiz.quiz.overview)).toEqual([]);
    expect(fakeConvex.queryCalls(api.quiz.quiz.myAttempts)).toEqual([]);
  });

  it("shows the attempts left and the wait, and offers no Start while the cool-down runs", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 0));
    const attempts = { max: 3, used: 1, cooldownMinutes: 120, countForCertificate: 3 };
    fakeConvex.setQuery(api.quiz.quiz.overview, {
      ...OVERVIEW,
      attempts: { ...attempts, nextAttemptAt: Date.now() + 90 * 60_000 },
    });
    renderRules();
    await flush();
    expect(screen.getByText(/You may take this quiz/)).toHaveTextContent(
      "You may take this quiz 3 times: 2 attempts left. After an attempt, wait 2 hours before the next. Each of your 3 attempts counts towards a course certificate.",
    );
    expect(screen.getByText(/in a new order, with the options shuffled/)).toBeInTheDocument();
    expect(screen.getByText("Next attempt in 1 hour 30 minutes.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Quiz" })).not.toBeInTheDocument();
    // The wait counts down; when it is over, Start Quiz is back.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60_000);
    });
    expect(screen.getByText("Next attempt in 30 minutes.")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 60_000);
    });
    expect(screen.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  });

  it("says a practice quiz counts towards no certificate, and how each other kind of question is answered", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Data Science" });
    fakeConvex.setQuery(api.quiz.quiz.overview, {
      ...OVERVIEW,
      kinds: ["single", "multiple", "numeric"],
      attempts: { ...OVERVIEW.attempts, countForCertificate: null },
    });
    renderRules();
    await flush();
    expect(
      screen.getByText(/This quiz is practice: it does not count towards a course certificate/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/counts towards a course certificate/)).not.toBeInTheDocument();
    expect(screen.queryByText(/each with four options/)).not.toBeInTheDocument();
    expect(screen.getByText(/tick every right option, then press Submit/)).toBeInTheDocument();
    expect(screen.getByText(/type a number, then press Submit/)).toBeInTheDocument();
    expect(screen.queryByText(/type a word or a few/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your first answer is final/)).toBeInTheDocument();
  });

  it("says when the attempts are used up", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    fakeConvex.setQuery(api.quiz.quiz.overview, {
      ...OVERVIEW,
      attempts: { max: 2, used: 2, cooldownMinutes: 0, nextAttemptAt: null, countForCertificate: 2 },
    });
    renderRules();
    await flush();
    expect(screen.getByText("You have used your 2 attempts at this quiz.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Quiz" })).not.toBeInTheDocument();
  });
});
