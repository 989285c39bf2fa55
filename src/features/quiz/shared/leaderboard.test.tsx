import { render, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { formatDuration } from "./format";
import { Leaderboard } from "./leaderboard";

const COURSE = { courseName: "Java", courseId: "c1" };

function row(rank: number, displayName: string, score: number, durationMs: number, isMe = false) {
  return { rank, displayName, score, total: 10, durationMs, finishedAt: 1, isMe };
}

describe("Leaderboard", () => {
  it("lists rank, name, score and time in the server's order and marks the caller's row with words", () => {
    fakeConvex.setQuery(api.accounts.users.me, {
      _id: "me",
      needsProfile: false,
      displayName: "Ada",
      email: "a@x.test",
      role: "student",
      dp: "",
    });
    fakeConvex.setQuery(api.quiz.quiz.leaderboard, {
      bankTitle: "Java",
      rows: [row(1, "Grace", 10, 41_200), row(2, "Ada", 9, 65_000, true), row(3, "Linus", 9, 70_400)],
      me: { score: 9, total: 10, durationMs: 65_000 },
    });
    render(<Leaderboard course={COURSE} />);

    expect(fakeConvex.lastQueryArgs(api.quiz.quiz.leaderboard)).toEqual(COURSE);
    const table = screen.getByRole("table", { name: "Top 3 in the Java quiz" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["1", "Grace", "10 / 10", "41.2 s"],
      ["2", "AdaYou", "9 / 10", "1 min 05 s"],
      ["3", "Linus", "9 / 10", "1 min 10 s"],
    ]);
    expect(rows[1]).toHaveAttribute("aria-current", "true");
    expect(rows[0]).not.toHaveAttribute("aria-current");
    expect(screen.queryByText(/Your best/)).not.toBeInTheDocument();
  });

  it("shows the caller's best under the table when it is not in the top rows", () => {
    fakeConvex.setQuery(api.accounts.users.me, {
      _id: "me",
      needsProfile: false,
      displayName: "Ada",
      email: "a@x.test",
      role: "student",
      dp: "",
    });
    fakeConvex.setQuery(api.quiz.quiz.leaderboard, {
      bankTitle: "Java",
      rows: [row(1, "Grace", 10, 41_200)],
      me: { score: 3, total: 10, durationMs: 200_000 },
    });
    render(<Leaderboard course={COURSE} />);
    expect(screen.getByText(/Your best/)).toHaveTextContent(
      "Your best (Ada): 3 / 10 in 3 min 20 s, not in the top 1 yet.",
    );
  });

  it("says when no one has finished yet, shows a skeleton while loading and the server's refusal", () => {
    const { rerender } = render(<Leaderboard course={COURSE} />);
    expect(screen.getByLabelText("Loading the leaderboard")).toHaveAttribute("aria-busy", "true");

    fakeConvex.setQuery(api.quiz.quiz.leaderboard, { bankTitle: "JavaScript", rows: [], me: null });
    rerender(<Leaderboard course={COURSE} />);
    expect(screen.getByText("No one has finished this quiz yet. Be the first!")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    fakeConvex.setQuery(
      api.quiz.quiz.leaderboard,
      new ConvexError({ code: "NOT_FOUND", message: "Course not found." }),
    );
    rerender(<Leaderboard course={{ courseName: "Gone", courseId: "c9" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Course not found.");
  });
});

describe("formatDuration", () => {
  it("shows tenths under a minute and minutes with padded seconds above", () => {
    expect(formatDuration(0)).toBe("0.0 s");
    expect(formatDuration(8_449)).toBe("8.4 s");
    expect(formatDuration(59_940)).toBe("59.9 s");
    expect(formatDuration(59_960)).toBe("1 min 00 s");
    expect(formatDuration(125_000)).toBe("2 min 05 s");
  });
});
