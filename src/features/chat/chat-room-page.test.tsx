import usePresence from "@convex-dev/presence/react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { wordMessage } from "@/lib/errors";
import { activateLanguage } from "@/lib/i18n";
import { ChatRoomPage } from "./chat-room-page";
import { message, signedInAs } from "./fixtures";
import { ROOM_TICKET_REFUSED, VERIFY_TO_POST_GLOBAL } from "@convex/shared/chatRules";

// The presence hook talks to a real Convex client (heartbeats, sendBeacon); here it only reports
// who is in the room.
vi.mock("@convex-dev/presence/react", () => ({ default: vi.fn() }));

/** The global room's header: no name from the server, the page words it (issue #33). */
const GLOBAL_INFO = { room: "global", name: null, courseId: null, canModerate: false, ticket: "t1" };

type Message = ReturnType<typeof message>;

/** The server's answer for a room with no marker yet: all of it is the live end, newest first. */
function serverHas(...oldestFirst: Message[]) {
  fakeConvex.setQuery(api.chat.chat.live, { anchor: null, page: oldestFirst.slice().reverse() });
}

/** History segments by where they start (`before`), each newest first; unset ones are loading. */
function segments(byBefore: Record<number, { page: Message[]; older: number | null }>) {
  fakeConvex.setQuery(api.chat.chat.history, ({ before }: { before: number }) => {
    const segment = byBefore[before];
    return segment && { ...segment, page: segment.page.slice().reverse() };
  });
}

function show(room?: string) {
  return renderRoute(<ChatRoomPage room={room} />, { path: "/chatRoom" });
}

function box() {
  return screen.getByRole("textbox", { name: "Message" });
}

function shownTexts() {
  const region = screen.getByRole("region", { name: "Messages" });
  return within(region)
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("article").querySelector("p")?.textContent);
}

describe("ChatRoomPage", () => {
  beforeEach(() => {
    signedInAs("Ada Lovelace");
    fakeConvex.setQuery(api.chat.chat.room, GLOBAL_INFO);
    vi.mocked(usePresence).mockReturnValue([
      { userId: "me", online: true, lastDisconnected: 0, name: "Ada Lovelace" },
      { userId: "u2", online: true, lastDisconnected: 0, name: "Grace Hopper" },
      { userId: "u3", online: false, lastDisconnected: 1, name: "Gone Person" },
    ]);
  });

  it("welcomes the user to the global chat and lists messages oldest first, own on the right", async () => {
    serverHas(message({ text: "First" }), message({ text: "Second", mine: true }), message({ text: "Third" }));
    show();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome Ada Lovelace to the Global Chat" }),
    ).toBeInTheDocument();
    expect(shownTexts()).toEqual(["First", "Second", "Third"]);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first).toHaveAttribute("data-author", "other");
    expect(first).toHaveClass("justify-start");
    expect(within(first!).getByText("Grace Hopper")).toBeInTheDocument();
    expect(second).toHaveAttribute("data-author", "me");
    expect(second).toHaveClass("justify-end");
    expect(within(second!).getByRole("article")).toHaveClass("bg-primary");
    // The server's time, shown in local date and time and machine-readable in the dateTime attribute.
    const time = first!.querySelector("time");
    expect(time?.getAttribute("dateTime")).toMatch(/^2026-11-22T/);
    expect(time?.textContent).toMatch(/2026/);
  });

  it("says who is in the room now", async () => {
    serverHas();
    show();
    expect(await screen.findByText("you, Grace Hopper")).toBeInTheDocument();
    expect(screen.queryByText(/Gone Person/)).not.toBeInTheDocument();
    // A heartbeat every 2 minutes, not the component's default 10 s (ADR 0031), naming the room by
    // its ticket, so every member lists it with the same arguments (ADR 0081).
    expect(usePresence).toHaveBeenLastCalledWith(api.chat.presence, "t1", expect.any(String), 120_000);
  });

  it("speaks Spanish: the welcome, who is here (a plural) and the Send button", async () => {
    await activateLanguage("es");
    try {
      vi.mocked(usePresence).mockReturnValue([
        { userId: "me", online: true, lastDisconnected: 0, name: "Ada Lovelace" },
        { userId: "u4", online: true, lastDisconnected: 0 },
        { userId: "u5", online: true, lastDisconnected: 0 },
      ]);
      serverHas(message({ text: "Hola" }));
      show();
      expect(
        await screen.findByRole("heading", { level: 1, name: "Te damos la bienvenida al chat general, Ada Lovelace" }),
      ).toBeInTheDocument();
      expect(await screen.findByText("tú y 2 personas más")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Enviar" })).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });

  it("sends with Enter, clears the box and keeps the focus there", async () => {
    serverHas();
    show();
    await screen.findByRole("textbox", { name: "Message" });
    const send = fakeConvex.mutation(api.chat.chat.send);
    await userEvent.type(box(), "Hello everyone{Enter}");
    expect(send).toHaveBeenCalledWith({ room: "global", text: "Hello everyone" });
    expect(box()).toHaveValue("");
    expect(box()).toHaveFocus();
  });

  it("makes a newline with Shift+Enter instead of sending", async () => {
    serverHas();
    show();
    await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(box()).toHaveValue("line one\nline two");
    expect(fakeConvex.mutation(api.chat.chat.send)).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(fakeConvex.mutation(api.chat.chat.send)).toHaveBeenCalledWith({
      room: "global",
      text: "line one\nline two",
    });
  });

  it("does not send a message that is blank after trimming", async () => {
    serverHas();
    show();
    await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box(), "   {Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(fakeConvex.mutation(api.chat.chat.send)).not.toHaveBeenCalled();
  });

  it("puts a refused message back in the box with the server's reason", async () => {
    serverHas();
    show();
    await screen.findByRole("textbox", { name: "Message" });
    const reason = "You're sending messages too fast. Wait a moment and try again.";
    fakeConvex
      .mutation(api.chat.chat.send)
      .mockRejectedValue(new ConvexError({ code: "RATE_LIMITED", message: reason }));
    await userEvent.type(box(), "Too quick{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(box()).toHaveValue("Too quick");
  });

  it("opens on the newest message even when the live end comes in before its history", async () => {
    const older = message({ text: "Older" });
    const newest = message({ text: "Newest" });
    fakeConvex.setQuery(api.chat.chat.live, { anchor: older._creationTime, page: [newest] });
    show();
    const region = await screen.findByRole("region", { name: "Messages" });
    // jsdom has no layout: the scroller's height is what the test says, its position what was set.
    let height = 200;
    let top = 0;
    Object.defineProperty(region, "scrollHeight", { configurable: true, get: () => height });
    Object.defineProperty(region, "scrollTop", {
      configurable: true,
      get: () => top,
      set: (value: number) => (top = value),
    });
    // The skeleton still shows (the history's first segment is loading): its height is not where the messages end.
    expect(screen.getByText("Loading messages")).toBeInTheDocument();
    height = 2_000;
    segments({ [older._creationTime]: { page: [older], older: null } });
    expect(await screen.findByText("Newest")).toBeInTheDocument();
    expect(shownTexts()).toEqual(["Older", "Newest"]);
    expect(top).toBe(2_000);
  });

  it("shows a counter near the length cap and refuses a message over it before sending", async () => {
    serverHas();
    show();
    await userEvent.click(await screen.findByRole("textbox", { name: "Message" }));
    await userEvent.paste("x".repeat(1_900));
    expect(screen.getByText("1,900 / 2,000")).toBeInTheDocument();
    await userEvent.paste("x".repeat(200));
    expect(screen.getByText("2,100 / 2,000")).toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    expect(fakeConvex.mutation(api.chat.chat.send)).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("at most 2,000 characters");
  });

  it("shows HTML in a message as text, and makes only http(s) addresses links", async () => {
    serverHas(
      message({ text: "<img src=x onerror=alert(1)><b>bold</b>" }),
      message({ text: "Docs: https://docs.convex.dev/ and javascript:alert(1) and www.example.com" }),
    );
    const { container } = show();
    expect(await screen.findByText("<img src=x onerror=alert(1)><b>bold</b>")).toBeInTheDocument();
    expect(container.querySelector("img[src='x'], b")).toBeNull();
    const links = within(screen.getByRole("region", { name: "Messages" })).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://docs.convex.dev/");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers Delete only on messages the user may remove, and removes after confirming", async () => {
    const removable = message({ text: "Mine", mine: true });
    serverHas(message({ text: "Not mine" }), removable, message({ removed: true, text: "" }));
    show();
    await screen.findByText("Mine");
    const deletes = screen.getAllByRole("button", { name: /^Delete message from/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toHaveAccessibleName("Delete message from Ada Lovelace");
    expect(screen.getByText("message removed")).toBeInTheDocument();

    await userEvent.click(deletes[0]!);
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(fakeConvex.mutation(api.chat.chat.remove)).toHaveBeenCalledWith({ messageId: removable._id });
  });

  it("offers Delete on everyone's messages in a room the user moderates", async () => {
    fakeConvex.setQuery(api.chat.chat.room, {
      room: "c1",
      name: "Rust",
      courseId: "c1",
      canModerate: true,
      ticket: "t1",
    });
    serverHas(
      message({ text: "A student's" }),
      message({ text: "Mine", mine: true }),
      message({ removed: true, text: "" }),
    );
    show("c1");
    await screen.findByText("A student's");
    const deletes = screen.getAllByRole("button", { name: /^Delete message from/ });
    expect(deletes.map((button) => button.getAttribute("aria-label") ?? button.textContent)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete message from Grace Hopper" })).toBeInTheDocument();
  });

  it("Cancel keeps the message and returns focus to its Delete button", async () => {
    serverHas(message({ text: "Keep me", mine: true }));
    show();
    const remove = await screen.findByRole("button", { name: "Delete message from Ada Lovelace" });
    await userEvent.click(remove);
    expect(screen.getByRole("button", { name: "Yes, delete" })).toHaveFocus();
    await userEvent.keyboard("{Tab}{Enter}");
    expect(screen.queryByRole("button", { name: "Yes, delete" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete message from Ada Lovelace" })).toHaveFocus();
    expect(fakeConvex.mutation(api.chat.chat.remove)).not.toHaveBeenCalled();
  });

  it("loads the next older segment from the button at the top", async () => {
    const oldest = message({ text: "Oldest" });
    const page = Array.from({ length: 50 }, (_, i) => message({ text: `m${i}` }));
    fakeConvex.setQuery(api.chat.chat.live, { anchor: page.at(-1)!._creationTime, page: [] });
    segments({ [page.at(-1)!._creationTime]: { page, older: oldest._creationTime } });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Load older messages" }));
    expect(fakeConvex.lastQueryArgs(api.chat.chat.history)).toEqual({
      room: "global",
      ticket: "t1",
      before: oldest._creationTime,
    });
    segments({
      [page.at(-1)!._creationTime]: { page, older: oldest._creationTime },
      [oldest._creationTime]: { page: [oldest], older: null },
    });
    expect(await screen.findByText("Start of the conversation")).toBeInTheDocument();
    expect(shownTexts()[0]).toBe("Oldest");
  });

  it("shows the live end after its history, with the same arguments for every member", async () => {
    const before = message({ text: "Before the marker" });
    const marker = message({ text: "The marker" });
    const since = message({ text: "Since" });
    const newest = message({ text: "Newest" });
    fakeConvex.setQuery(api.chat.chat.live, { anchor: marker._creationTime, page: [newest, since] });
    segments({ [marker._creationTime]: { page: [before, marker], older: null } });
    show();
    await screen.findByText("Newest");
    expect(shownTexts()).toEqual(["Before the marker", "The marker", "Since", "Newest"]);
    // Nothing of the reader's own in them: the room and its ticket, and the marker's time.
    expect(fakeConvex.lastQueryArgs(api.chat.chat.live)).toEqual({ room: "global", ticket: "t1" });
    expect(fakeConvex.lastQueryArgs(api.chat.chat.history)).toEqual({
      room: "global",
      ticket: "t1",
      before: marker._creationTime,
    });
  });

  it("keeps every message on screen when the anchor moves on, while the new segment loads", async () => {
    const first = message({ text: "First" });
    const second = message({ text: "Second" });
    const third = message({ text: "Third" });
    fakeConvex.setQuery(api.chat.chat.live, { anchor: first._creationTime, page: [third, second] });
    segments({ [first._creationTime]: { page: [first], older: null } });
    show();
    await screen.findByText("Third");
    // "Third" became a marker: the live end now starts after it; its segment is not in yet.
    const fourth = message({ text: "Fourth" });
    fakeConvex.setQuery(api.chat.chat.live, { anchor: third._creationTime, page: [fourth] });
    expect(await screen.findByText("Fourth")).toBeInTheDocument();
    expect(shownTexts()).toEqual(["First", "Second", "Third", "Fourth"]);
    segments({
      [first._creationTime]: { page: [first], older: null },
      [third._creationTime]: { page: [second, third], older: first._creationTime },
    });
    await vi.waitFor(() =>
      expect(fakeConvex.lastQueryArgs(api.chat.chat.history)).toMatchObject({ before: first._creationTime }),
    );
    expect(shownTexts()).toEqual(["First", "Second", "Third", "Fourth"]);
  });

  it("waits for the new ticket when the room's ticket is refused, without an error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.chat.chat.live, new ConvexError({ code: "BAD_TICKET", message: ROOM_TICKET_REFUSED }));
    show();
    expect(await screen.findByText("Loading messages")).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded|pass is out of date/)).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome Ada Lovelace to the Global Chat" }),
    ).toBeInTheDocument();
    fakeConvex.setQuery(api.chat.chat.room, { ...GLOBAL_INFO, ticket: "t2" });
    serverHas(message({ text: "Back" }));
    expect(await screen.findByText("Back")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.chat.chat.live)).toEqual({ room: "global", ticket: "t2" });
  });

  it("keeps the messages on screen while a new ticket's answers come", async () => {
    const kept = message({ text: "Still here" });
    fakeConvex.setQuery(api.chat.chat.live, ({ ticket }: { ticket: string }) =>
      ticket === "t1" ? { anchor: null, page: [kept] } : undefined,
    );
    show();
    await screen.findByText("Still here");
    // Someone lost access: every member's ticket changes, and the room asks again.
    fakeConvex.setQuery(api.chat.chat.room, { ...GLOBAL_INFO, ticket: "t2" });
    await vi.waitFor(() => expect(fakeConvex.lastQueryArgs(api.chat.chat.live)).toMatchObject({ ticket: "t2" }));
    expect(screen.getByText("Still here")).toBeInTheDocument();
    expect(screen.queryByText("Loading messages")).not.toBeInTheDocument();
  });

  it("marks the room read, its newest message shown, when the reader leaves it", async () => {
    serverHas(message({ text: "Latest" }));
    show();
    await screen.findByText("Latest");
    // While the room is open the mark waits (at most one every 15 s): the badge leaves it out.
    expect(fakeConvex.mutation(api.chat.chat.markRead)).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("link", { name: "All discussions" }));
    expect(fakeConvex.mutation(api.chat.chat.markRead)).toHaveBeenCalledWith({ room: "global" });
  });

  it("welcomes the user to a course room by the course's name", async () => {
    fakeConvex.setQuery(api.chat.chat.room, {
      room: "c1",
      name: "Rust",
      courseId: "c1",
      canModerate: true,
      ticket: "t1",
    });
    serverHas();
    show("c1");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Ada Lovelace to Rust" })).toBeInTheDocument();
    expect(screen.getByText("No messages yet")).toBeInTheDocument();
  });

  it("explains a course room the user does not belong to", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = "Only this course's students and teacher can join its discussion.";
    fakeConvex.setQuery(api.chat.chat.room, new ConvexError({ code: "FORBIDDEN", message: refusal }));
    serverHas();
    show("c9");
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All discussions" })).toHaveAttribute("href", "/homechat");
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
  });

  it("asks for a name in Settings before chatting when the name is blank", async () => {
    signedInAs(" ");
    show();
    expect(await screen.findByRole("heading", { name: "Add your name to join" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
  });

  it("an unverified account reads the global room but is told to verify before posting; its course room is open", async () => {
    signedInAs("Ada Lovelace", "student", false);
    serverHas(message({ text: "Welcome, everyone" }));
    const { unmount } = show();
    expect(await screen.findByText("Welcome, everyone")).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(box()).toHaveAccessibleDescription(wordMessage(VERIFY_TO_POST_GLOBAL));
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    unmount();

    fakeConvex.setQuery(api.chat.chat.room, {
      room: "c1",
      name: "Rust for Everyone",
      courseId: "c1",
      canModerate: false,
      ticket: "t3",
    });
    show("c1");
    await screen.findByRole("heading", { level: 1, name: "Welcome Ada Lovelace to Rust for Everyone" });
    expect(box()).toBeEnabled();
    expect(screen.queryByText(wordMessage(VERIFY_TO_POST_GLOBAL))).not.toBeInTheDocument();
  });
});
