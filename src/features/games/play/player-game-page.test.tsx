import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { GAME_MESSAGES, GAME_POINTS_RULE } from "@convex/shared/gameRules";
import type { PlayerView } from "@convex/games/types";
import { wordMessage } from "@/lib/errors";
import { activateLanguage } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { playerView, profile, QUESTION, splitView, STANDINGS, TICKET } from "../shared/fixtures";
import { PlayerGamePage } from "./player-game-page";

const answer = fakeConvex.mutation(api.games.play.answer);
const open = (question = QUESTION) =>
  playerView({ phase: "question", index: question.index, question, closesAt: Date.now() + 20_000 });

/** The server's answer for this phone: its seat and the game's shared view, of one moment. */
function showView(view: PlayerView) {
  const { seat, live } = splitView(view);
  // One update, as a connection's transition brings both queries' new results together.
  act(() => {
    fakeConvex.setQuery(api.games.play.seat, seat);
    fakeConvex.setQuery(api.games.play.live, live);
  });
}

function renderPlayer() {
  const user = userEvent.setup();
  const view = renderRoute(<PlayerGamePage gameId="g1" />, { path: "/play/$gameId", initialEntry: "/play/g1" });
  return { user, ...view };
}

describe("PlayerGamePage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    fakeConvex.mutation(api.quiz.quiz.syncClock).mockImplementation(async () => ({ serverNow: Date.now() }));
    answer.mockResolvedValue({ accepted: true });
  });

  it("waits in the lobby by name, with the points rule", async () => {
    showView(playerView());
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "You're in, Ada." })).toBeInTheDocument();
    expect(screen.getByText("Waiting for the host…")).toBeInTheDocument();
    expect(screen.getByText(GAME_POINTS_RULE)).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.games.play.seat)).toEqual({ gameId: "g1" });
    // The shared view: the same arguments on every phone (the game and its ticket), no identity.
    expect(fakeConvex.lastQueryArgs(api.games.play.live)).toEqual({ gameId: "g1", ticket: TICKET });
  });

  it("shows the question when it opens, focuses it, and sends one tap as the shown option", async () => {
    showView(playerView());
    const { user } = renderPlayer();
    await screen.findByRole("heading", { name: "You're in, Ada." });

    showView(open());
    const heading = screen.getByRole("heading", { name: QUESTION.text });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("timer", { name: "Time left" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "B. String" }));
    expect(answer).toHaveBeenCalledExactlyOnceWith({ gameId: "g1", index: 0, response: { kind: "choice", option: 2 } });

    showView(playerView({ ...open(), myAnswer: { kind: "choice", option: 2 } }));
    expect(screen.getByRole("heading", { name: "Answer sent" })).toHaveFocus();
    expect(screen.getByText("B. String")).toBeInTheDocument();
  });

  it("ticks several options and sends them with Submit, refusing none before sending", async () => {
    showView(open({ index: 2, text: "Which are primitives?", kind: "multiple", options: ["int", "String", "char"] }));
    const { user } = renderPlayer();
    expect(await screen.findByText(/Each right option you tick earns its share/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Tick at least one option.");
    expect(answer).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "C. char" }));
    await user.click(screen.getByRole("button", { name: "A. int" }));
    expect(screen.getByRole("button", { name: "A. int" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(answer).toHaveBeenCalledExactlyOnceWith({
      gameId: "g1",
      index: 2,
      response: { kind: "choices", options: [1, 3] },
    });
  });

  it("takes a number in a number box, refusing what is not one, and shows the server's refusal", async () => {
    showView(open({ index: 3, text: "How many bits in a byte?", kind: "numeric", options: [] }));
    const { user } = renderPlayer();
    const box = await screen.findByRole("textbox", { name: "Your number" });
    expect(box).toHaveAttribute("inputmode", "decimal");

    await user.type(box, "eight{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a number, like 42 or 3.5.");
    expect(answer).not.toHaveBeenCalled();

    answer.mockRejectedValueOnce(new ConvexError({ code: "INVALID", message: GAME_MESSAGES.timeIsUp }));
    await user.clear(box);
    await user.type(box, "8{Enter}");
    expect(answer).toHaveBeenCalledExactlyOnceWith({ gameId: "g1", index: 3, response: { kind: "text", text: "8" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(wordMessage(GAME_MESSAGES.timeIsUp));
  });

  it("tells a late joiner they start at the next question, and shows no question", async () => {
    // Even were the question sent along, the phone would not offer it to a late joiner.
    showView({ ...open({ ...QUESTION, index: 4 }), waitingForNext: true });
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "You'll join at the next question" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Options" })).not.toBeInTheDocument();
  });

  it("tells a removed player so, and offers nothing of the game", async () => {
    showView(playerView({ ...open(), removed: true }));
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "The host removed you from this game." })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: QUESTION.text })).not.toBeInTheDocument();
    // No ticket, so the shared view is not even asked for.
    expect(fakeConvex.lastQueryArgs(api.games.play.live)).toBe("skip");
  });

  it("keeps the question on screen while the shared view answers to a new ticket", async () => {
    const { seat, live } = splitView(open());
    showView(open());
    renderPlayer();
    expect(await screen.findByRole("heading", { name: QUESTION.text })).toBeInTheDocument();
    // The host removed someone else: the seat brings a new ticket; the old one is refused, the new
    // one not answered yet.
    act(() => {
      fakeConvex.setQuery(api.games.play.live, (args: { ticket: string }) =>
        args.ticket === "ticket-2" ? undefined : new ConvexError({ code: "BAD_TICKET", message: "old" }),
      );
      fakeConvex.setQuery(api.games.play.seat, { ...seat, ticket: "ticket-2" });
    });
    expect(fakeConvex.lastQueryArgs(api.games.play.live)).toEqual({ gameId: "g1", ticket: "ticket-2" });
    expect(screen.getByRole("heading", { name: QUESTION.text })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading the game" })).not.toBeInTheDocument();
    act(() => fakeConvex.setQuery(api.games.play.live, live));
    expect(screen.getByRole("button", { name: "B. String" })).toBeInTheDocument();
  });

  it("reveals right or wrong with the points, the right answer and the explanation, then the rank", async () => {
    showView(
      playerView({
        phase: "reveal",
        index: 0,
        question: QUESTION,
        myAnswer: { kind: "choice", option: 1 },
        reveal: {
          correct: false,
          credit: 0,
          points: 0,
          typedAnswer: null,
          rightOptions: [2],
          explanation: "String is a class.",
        },
        score: 0,
        rank: 3,
      }),
    );
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "Not this time" })).toBeInTheDocument();
    expect(screen.getByText("+0 points")).toBeInTheDocument();
    expect(screen.getByText(/Answer:/).parentElement).toHaveTextContent("Answer: B. String");
    expect(screen.getByText("You answered: A. int")).toBeInTheDocument();
    expect(screen.getByText("String is a class.")).toBeInTheDocument();
    expect(screen.getByText("You are 3rd with 0 points.")).toBeInTheDocument();
  });

  it("says a multiple-answers key and the player's ticks back by letter, as one list", async () => {
    const multiple = {
      index: 2,
      text: "Which are primitives?",
      kind: "multiple" as const,
      options: ["int", "String", "char"],
    };
    showView(
      playerView({
        phase: "reveal",
        index: 2,
        question: multiple,
        myAnswer: { kind: "choices", options: [1, 2] },
        reveal: { correct: false, credit: 0, points: 0, typedAnswer: null, rightOptions: [1, 3], explanation: null },
      }),
    );
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "Not this time" })).toBeInTheDocument();
    expect(screen.getByText(/Answer:/).parentElement).toHaveTextContent("Answer: A. int, C. char");
    expect(screen.getByText("You answered: A. int, B. String")).toBeInTheDocument();
  });

  it("words a true/false question's options and key in the reader's language, never the bank's English", async () => {
    await activateLanguage("es");
    try {
      const truefalse = {
        index: 1,
        text: "Java compila a bytecode.",
        kind: "truefalse" as const,
        options: ["True", "False"],
      };
      showView(open(truefalse));
      const { user } = renderPlayer();
      await user.click(await screen.findByRole("button", { name: "B. Falso" }));
      expect(answer).toHaveBeenCalledExactlyOnceWith({
        gameId: "g1",
        index: 1,
        response: { kind: "choice", option: 2 },
      });
      expect(screen.queryByText(/True|False/)).not.toBeInTheDocument();

      showView(
        playerView({
          phase: "reveal",
          index: 1,
          question: truefalse,
          myAnswer: { kind: "choice", option: 2 },
          reveal: { correct: false, credit: 0, points: 0, typedAnswer: null, rightOptions: [1], explanation: null },
        }),
      );
      expect(screen.getByText(/Respuesta:/).parentElement).toHaveTextContent("Respuesta: A. Verdadero");
      expect(screen.getByText("Respondiste: B. Falso")).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });

  it("states a number question's key in the reader's digits, and the partial-credit rule in the reader's words", async () => {
    await activateLanguage("es");
    try {
      const numeric = { index: 3, text: "¿Cuánto es 33/4?", kind: "numeric" as const, options: [] };
      showView(
        playerView({
          phase: "reveal",
          index: 3,
          question: numeric,
          myAnswer: { kind: "text", text: "8,25" },
          reveal: {
            correct: true,
            credit: 1,
            points: 800,
            typedAnswer: { kind: "numeric", value: 8.25, tolerance: 0.5 },
            rightOptions: [],
            explanation: null,
          },
        }),
      );
      renderPlayer();
      expect((await screen.findByText(/Respuesta:/)).parentElement).toHaveTextContent("Respuesta: 8,25 ± 0,5");

      showView(open({ index: 4, text: "¿Cuáles son primitivos?", kind: "multiple", options: ["int", "String"] }));
      expect(screen.getByText(/Cada opción correcta que marques suma su parte del punto/)).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });

  it("ends with the podium and the player's own place", async () => {
    showView(playerView({ phase: "ended", index: 9, podium: STANDINGS, score: 920, rank: 2, displayName: "Alan" }));
    renderPlayer();
    expect(await screen.findByRole("heading", { name: "The game is over" })).toBeInTheDocument();
    expect(screen.getByText("You are 2nd with 920 points.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Podium" })).getAllByRole("listitem")).toHaveLength(3);
  });

  it("speaks Spanish and Arabic: the place as an ordinal and the points in the reader's numbers", async () => {
    await activateLanguage("es");
    try {
      showView(playerView({ phase: "ended", index: 9, podium: STANDINGS, score: 1840, rank: 2, displayName: "Alan" }));
      renderPlayer();
      expect(await screen.findByRole("heading", { name: "El juego ha terminado" })).toBeInTheDocument();
      expect(screen.getByText("Vas en el puesto 2.º con 1840 puntos.")).toBeInTheDocument();
      expect(within(screen.getByRole("list", { name: "Podio" })).getAllByRole("listitem")).toHaveLength(3);
      await act(() => activateLanguage("ar"));
      expect(await screen.findByRole("heading", { name: "انتهت اللعبة" })).toBeInTheDocument();
      expect(screen.getByText(/^أنت في المركز/)).toHaveTextContent(formatNumber(1840));
    } finally {
      await activateLanguage("en");
    }
  });
});
