import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { HostGameButton } from "./host-game-button";

const create = fakeConvex.mutation(api.games.host.create);

describe("HostGameButton", () => {
  it("creates a game for the course and opens its host screen", async () => {
    create.mockResolvedValue({ gameId: "g9", code: "123456" });
    const user = userEvent.setup();
    const { router } = renderRoute(<HostGameButton courseId="c1" />);
    await user.click(await screen.findByRole("button", { name: "Host a live game" }));
    expect(create).toHaveBeenCalledExactlyOnceWith({ courseId: "c1" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/games/host/g9"));
  });

  it("says why the server refused, and stays", async () => {
    create.mockRejectedValue(new ConvexError({ code: "INVALID", message: "This course's quiz has no questions yet." }));
    const user = userEvent.setup();
    const { router } = renderRoute(<HostGameButton courseId="c1" />);
    await user.click(await screen.findByRole("button", { name: "Host a live game" }));
    expect(await screen.findByText("This course's quiz has no questions yet.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("button", { name: "Host a live game" })).toBeEnabled();
  });
});
