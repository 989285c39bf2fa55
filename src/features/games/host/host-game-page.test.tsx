import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { hostView, playerId, profile, QUESTION, STANDINGS } from "../shared/fixtures";
import { HostGamePage } from "./host-game-page";

function renderHost() {
  return renderRoute(<HostGamePage gameId="g1" />, { path: "/games/host/$gameId", initialEntry: "/games/host/g1" });
}

describe("HostGamePage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.mutation(api.quiz.quiz.syncClock).mockImplementation(async () => ({ serverNow: Date.now() }));
  });

  it("shows the lobby's code large, the join address as a QR code, and names as they join, live", async () => {
    fakeConvex.setQuery(api.games.host.view, hostView());
    renderHost();

    expect(await screen.findByLabelText("Game code 1 2 3 4 5 6")).toHaveTextContent("123 456");
    expect(screen.getByRole("img", { name: /QR code that opens .*\/play\?game=123456$/ })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("0 players have joined");
    // Nobody to play with yet: Start waits.
    expect(screen.getByRole("button", { name: "Start the game" })).toBeDisabled();

    fakeConvex.setQuery(
      api.games.host.view,
      hostView({ players: [{ playerId: playerId(1), displayName: "Grace" }], playerCount: 1 }),
    );
    const players = screen.getByRole("list", { name: "Players in the game" });
    expect(within(players).getByText("Grace")).toBeInTheDocument();
    expect(screen.getByText("1 player has joined")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start the game" })).toBeEnabled();
    expect(fakeConvex.lastQueryArgs(api.games.host.view)).toEqual({ gameId: "g1" });
  });

  it("removes a player only after the host confirms", async () => {
    const user = userEvent.setup();
    const remove = fakeConvex.mutation(api.games.host.removePlayer);
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        players: [
          { playerId: playerId(2), displayName: "Alan" },
          { playerId: playerId(1), displayName: "Grace" },
        ],
        playerCount: 2,
      }),
    );
    renderHost();

    await user.click(await screen.findByRole("button", { name: "Remove Alan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Alan from the game?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove Alan" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ gameId: "g1", playerId: "p2" });
  });

  it("removes a player during the game too, from the Players disclosure", async () => {
    const user = userEvent.setup();
    const remove = fakeConvex.mutation(api.games.host.removePlayer);
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        phase: "leaderboard",
        index: 0,
        players: [
          { playerId: playerId(2), displayName: "Alan" },
          { playerId: playerId(1), displayName: "Grace" },
        ],
        playerCount: 2,
        leaderboard: [],
      }),
    );
    renderHost();

    // Folded away from the big screen until the host opens it (jsdom does not hide a closed
    // <details>, so only the opening is clicked here).
    await user.click(await screen.findByText("Players (2)"));
    await user.click(screen.getByRole("button", { name: "Remove Alan" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ gameId: "g1", playerId: "p2" });
  });

  it("starts the game, then moves it on with the same button, whose words follow the phase", async () => {
    const user = userEvent.setup();
    const start = fakeConvex.mutation(api.games.host.start);
    const next = fakeConvex.mutation(api.games.host.next);
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({ players: [{ playerId: playerId(1), displayName: "Grace" }], playerCount: 1 }),
    );
    renderHost();

    await user.click(await screen.findByRole("button", { name: "Start the game" }));
    expect(start).toHaveBeenCalledExactlyOnceWith({ gameId: "g1" });

    const open = { phase: "question" as const, index: 0, question: QUESTION, closesAt: Date.now() + 20_000 };
    fakeConvex.setQuery(api.games.host.view, hostView({ ...open, playerCount: 1 }));
    const button = screen.getByRole("button", { name: "Close now" });
    // The button the host pressed stays in place, so keyboard focus stays on it.
    expect(button).toHaveFocus();
    await user.click(button);
    expect(next).toHaveBeenCalledExactlyOnceWith({ gameId: "g1" });

    fakeConvex.setQuery(api.games.host.view, hostView({ phase: "leaderboard", index: 9, leaderboard: STANDINGS }));
    expect(screen.getByRole("button", { name: "Show the podium" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Leaderboard" })).getAllByRole("listitem")[0]).toHaveTextContent(
      /1st\s*Grace\s*1,840/,
    );
  });

  it("shows the open question's tiles with shapes and letters, and who has answered, live", async () => {
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        phase: "question",
        index: 1,
        question: { ...QUESTION, index: 1 },
        closesAt: Date.now() + 20_000,
        playerCount: 3,
        answered: 1,
      }),
    );
    renderHost();

    expect(await screen.findByRole("heading", { name: QUESTION.text })).toBeInTheDocument();
    expect(screen.getByText("Question 2 of 10")).toBeInTheDocument();
    const tiles = within(screen.getByRole("list", { name: "Options" })).getAllByRole("listitem");
    expect(tiles.map((tile) => tile.textContent)).toEqual(["AA. int", "BB. String", "CC. boolean", "DD. char"]);
    expect(screen.getByText("1 of 3 answered")).toBeInTheDocument();

    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        phase: "question",
        index: 1,
        question: { ...QUESTION, index: 1 },
        closesAt: Date.now() + 20_000,
        playerCount: 3,
        answered: 2,
      }),
    );
    expect(screen.getByText("2 of 3 answered")).toBeInTheDocument();
  });

  it("reveals how many chose each option, marks the right one in words, and explains", async () => {
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        phase: "reveal",
        index: 0,
        question: QUESTION,
        playerCount: 4,
        distribution: {
          counts: [1, 2, 0, 0],
          rightOptions: [2],
          typedAnswer: null,
          right: 2,
          wrong: 1,
          unanswered: 1,
          explanation: "String is a class; the others are primitives.",
        },
      }),
    );
    renderHost();

    const bars = within(await screen.findByRole("list", { name: "How the players answered" })).getAllByRole("listitem");
    expect(bars[0]).toHaveTextContent("int: 1 player");
    expect(bars[1]).toHaveTextContent("String: 2 players, right answer");
    expect(screen.getByText("1 player did not answer.")).toBeInTheDocument();
    expect(screen.getByText("Answer:").parentElement).toHaveTextContent("Answer: String");
    expect(screen.getByText("String is a class; the others are primitives.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show the leaderboard" })).toBeInTheDocument();
  });

  it("reveals a typed-answer question as right and wrong, with the accepted answer", async () => {
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({
        phase: "reveal",
        index: 0,
        question: { index: 0, text: "Name Java's text type.", kind: "text", options: [] },
        playerCount: 3,
        distribution: {
          counts: [],
          rightOptions: [],
          typedAnswer: { kind: "text", accepted: ["String", "java.lang.String"] },
          right: 2,
          wrong: 1,
          unanswered: 0,
          explanation: null,
        },
      }),
    );
    renderHost();

    const bars = within(await screen.findByRole("list", { name: "How the players answered" })).getAllByRole("listitem");
    expect(bars.map((bar) => bar.querySelector(".sr-only")?.textContent)).toEqual([
      "Right: 2 players",
      "Wrong: 1 player",
    ]);
    expect(screen.getByText("Everyone answered.")).toBeInTheDocument();
    expect(screen.getByText("String / java.lang.String")).toBeInTheDocument();
  });

  it("words a true/false question and a number's key in the reader's language and digits", async () => {
    await activateLanguage("es");
    try {
      const truefalse = {
        index: 0,
        text: "Java compila a bytecode.",
        kind: "truefalse" as const,
        options: ["True", "False"],
      };
      fakeConvex.setQuery(
        api.games.host.view,
        hostView({ phase: "question", index: 0, question: truefalse, closesAt: Date.now() + 20_000, playerCount: 2 }),
      );
      renderHost();
      const tiles = within(await screen.findByRole("list", { name: "Opciones" })).getAllByRole("listitem");
      expect(tiles.map((tile) => tile.textContent)).toEqual([
        expect.stringMatching(/Verdadero$/),
        expect.stringMatching(/Falso$/),
      ]);

      fakeConvex.setQuery(
        api.games.host.view,
        hostView({
          phase: "reveal",
          index: 0,
          question: truefalse,
          playerCount: 2,
          distribution: {
            counts: [2, 0],
            rightOptions: [1],
            typedAnswer: null,
            right: 2,
            wrong: 0,
            unanswered: 0,
            explanation: null,
          },
        }),
      );
      expect(screen.getByText("Respuesta:").parentElement).toHaveTextContent("Respuesta: Verdadero");

      fakeConvex.setQuery(
        api.games.host.view,
        hostView({
          phase: "reveal",
          index: 1,
          question: { index: 1, text: "¿Cuánto es 33/4?", kind: "numeric", options: [] },
          playerCount: 2,
          distribution: {
            counts: [],
            rightOptions: [],
            typedAnswer: { kind: "numeric", value: 8.25, tolerance: 0.5 },
            right: 1,
            wrong: 1,
            unanswered: 0,
            explanation: null,
          },
        }),
      );
      expect(screen.getByText("Respuesta:").parentElement).toHaveTextContent("Respuesta: 8,25 ± 0,5");
    } finally {
      await activateLanguage("en");
    }
  });

  it("ends on a podium, in rank order, with the way back to the course", async () => {
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({ phase: "ended", index: 9, podium: STANDINGS, leaderboard: STANDINGS }),
    );
    renderHost();

    const podium = within(await screen.findByRole("list", { name: "Podium" })).getAllByRole("listitem");
    expect(podium.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Grace.*1st$/),
      expect.stringMatching(/^Alan.*2nd$/),
      expect.stringMatching(/^Ada.*3rd$/),
    ]);
    expect(screen.queryByRole("button", { name: /End game|Next/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute(
      "href",
      "/dashboard/c1/Java%20101",
    );
  });

  it("refuses students, who join games instead", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    renderHost();
    expect(await screen.findByRole("heading", { name: "Only teachers host live games" })).toBeInTheDocument();
    expect(fakeConvex.queryCalls(api.games.host.view)).toEqual([]);
  });
});

describe("HostGamePage countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down to the server's closesAt on the server's clock, not the device's", async () => {
    // The server's clock runs 5 s ahead of this device's.
    const serverNow = () => Date.now() + 5_000;
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.mutation(api.quiz.quiz.syncClock).mockImplementation(async () => ({ serverNow: serverNow() }));
    fakeConvex.setQuery(
      api.games.host.view,
      hostView({ phase: "question", index: 0, question: QUESTION, closesAt: serverNow() + 20_000, playerCount: 1 }),
    );
    renderHost();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // By the device's clock 25 s would be left.
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("20 seconds left");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_010);
    });
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("17 seconds left");
  });
});
