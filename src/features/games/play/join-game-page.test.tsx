import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { GAME_MESSAGES } from "@convex/shared/gameRules";
import { wordMessage } from "@/lib/errors";
import { profile } from "../shared/fixtures";
import { JoinGamePage } from "./join-game-page";

const join = fakeConvex.mutation(api.games.play.join);

function setup(code?: string) {
  const user = userEvent.setup();
  const view = renderRoute(<JoinGamePage code={code} />, { path: "/play" });
  return { user, ...view };
}

describe("JoinGamePage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    fakeConvex.setQuery(api.games.play.history, []);
  });

  it("fills the code in from the QR code's link, joins with its digits and opens the game", async () => {
    join.mockResolvedValue({ ok: true, gameId: "g7" });
    const { user, router } = setup("123 456");
    expect(await screen.findByLabelText("Game code")).toHaveValue("123 456");
    await user.click(screen.getByRole("button", { name: "Join game" }));
    expect(join).toHaveBeenCalledExactlyOnceWith({ code: "123456" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/play/g7"));
  });

  it("refuses what cannot be a code before sending, and shows the server's refusal of a wrong one", async () => {
    const { user } = setup();
    const input = await screen.findByLabelText("Game code");
    await user.type(input, "12345{Enter}");
    expect(screen.getByText(wordMessage(GAME_MESSAGES.invalidCode))).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(join).not.toHaveBeenCalled();

    join.mockResolvedValue({ ok: false, message: GAME_MESSAGES.unknownCode });
    await user.type(input, "6{Enter}");
    expect(await screen.findByText(wordMessage(GAME_MESSAGES.unknownCode))).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(new RegExp(wordMessage(GAME_MESSAGES.unknownCode).slice(0, 20)));
  });

  it("lists the student's finished games with place and points", async () => {
    fakeConvex.setQuery(api.games.play.history, [
      {
        gameId: "g1",
        bankTitle: "Java",
        courseName: "Java 101",
        score: 1840,
        rank: 1,
        players: 24,
        endedAt: Date.UTC(2026, 10, 27, 9),
      },
    ]);
    setup();
    expect(await screen.findByText("1st of 24 · 1,840 points")).toBeInTheDocument();
  });

  it("sends teachers to host from the quiz bank instead", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    setup();
    expect(await screen.findByRole("link", { name: "Host a game from the quiz bank" })).toHaveAttribute(
      "href",
      "/quizbank",
    );
    expect(screen.queryByLabelText("Game code")).not.toBeInTheDocument();
  });
});
