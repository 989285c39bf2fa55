import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { signedInAs } from "./fixtures";
import { JoinPage } from "./join-page";

function show() {
  return renderRoute(<JoinPage />, { path: "/homechat" });
}

describe("JoinPage", () => {
  it("shows the user's name and role, and Click to Join opens the global chat", async () => {
    signedInAs("Ada Lovelace", "teacher");
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Join the Discussion" })).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("teacher")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Click to Join" }));
    expect(await screen.findByTestId("elsewhere")).toHaveTextContent(/^\/chatRoom$/);
  });

  it("with a blank name stays here and says how to set one in Settings", async () => {
    signedInAs("   ");
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Click to Join" }));
    expect(screen.getByRole("heading", { name: "Add your name to join" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.queryByTestId("elsewhere")).not.toBeInTheDocument();
  });

  it("lists the rooms with their unread counts, each linking to its room", async () => {
    signedInAs();
    fakeConvex.setQuery(api.chat.chat.rooms, [
      // The server names no global room: the page words it (issue #33).
      { room: "global", name: null, courseId: null, unread: 3 },
      { room: "c1", name: "Rust", courseId: "c1", unread: 0 },
      { room: "c2", name: "Java", courseId: "c2", unread: 100 },
    ]);
    show();
    const links = await screen.findAllByRole("link", { name: /Global Chat|Rust|Java/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Global Chat"),
      expect.stringContaining("Rust"),
      expect.stringContaining("Java"),
    ]);
    expect(links[0]).toHaveAccessibleName(/Global Chat.*3 unread/);
    expect(links[0]).toHaveAttribute("href", "/chatRoom?room=global");
    expect(links[1]).not.toHaveAccessibleName(/unread/);
    expect(links[1]).toHaveAttribute("href", "/chatRoom?room=c1");
    expect(links[2]).toHaveAccessibleName(/99\+ unread/);
  });

  it("names the global room in the reader's language, and a course room as its course is called", async () => {
    signedInAs();
    fakeConvex.setQuery(api.chat.chat.rooms, [
      { room: "global", name: null, courseId: null, unread: 0 },
      { room: "c1", name: "Rust", courseId: "c1", unread: 0 },
    ]);
    await activateLanguage("es");
    try {
      show();
      const links = await screen.findAllByRole("link", { name: /Chat general|Rust/ });
      expect(links.map((link) => link.textContent)).toEqual([
        expect.stringContaining("Chat general"),
        expect.stringContaining("Rust"),
      ]);
    } finally {
      await activateLanguage("en");
    }
  });

  it("shows placeholders while the rooms load", async () => {
    signedInAs();
    show();
    expect(await screen.findByText("Loading your rooms")).toBeInTheDocument();
  });
});
