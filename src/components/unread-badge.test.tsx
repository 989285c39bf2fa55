import { screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { UNREAD_PARTS } from "@convex/shared/unread";
import { UnreadBadge } from "./unread-badge";

async function showBadge(at = "/dashboard") {
  const path = at.split("?")[0];
  const shown = renderRoute(
    <p>
      Discussion
      <UnreadBadge />
    </p>,
    { path, initialEntry: at },
  );
  await screen.findByText("Discussion");
  return shown;
}

describe("UnreadBadge", () => {
  it("adds up every part's unread messages, and says what the number means", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, ({ part }: { part: number }) => ({ total: part + 1, rooms: 1 }));
    await showBadge();
    // 1 + 2 + … + 8
    expect(screen.getByText("36")).toBeInTheDocument();
    expect(screen.getByText(", 36 unread")).toHaveClass("sr-only");
    expect(fakeConvex.queryCalls(api.chat.chat.unreadTotal).slice(-UNREAD_PARTS)).toEqual(
      Array.from({ length: UNREAD_PARTS }, (_, part) => ({ part })),
    );
  });

  it("shows 99+ past 99", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, { total: 140, rooms: 3 });
    await showBadge();
    expect(screen.getByText("99+")).toBeInTheDocument();
  });

  it("leaves out the chat room on screen (global when the room page names none)", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, { total: 3, rooms: 3 });
    await showBadge("/chatRoom?room=course1");
    // Every part leaves it out: the server knows which part holds it.
    expect(fakeConvex.queryCalls(api.chat.chat.unreadTotal).slice(-UNREAD_PARTS)).toEqual(
      Array.from({ length: UNREAD_PARTS }, (_, part) => ({ part, except: "course1" })),
    );
  });

  it("leaves out the global room when the room page names none", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, { total: 3, rooms: 3 });
    await showBadge("/chatRoom");
    expect(fakeConvex.queryCalls(api.chat.chat.unreadTotal).slice(-UNREAD_PARTS)).toContainEqual({
      part: 0,
      except: "global",
    });
  });

  it("shows nothing when everything is read", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, { total: 0, rooms: 3 });
    await showBadge();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it("shows nothing while any part is loading", async () => {
    fakeConvex.setQuery(api.chat.chat.unreadTotal, ({ part }: { part: number }) =>
      part === 2 ? undefined : { total: 5, rooms: 1 },
    );
    await showBadge();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it("shows nothing when the count cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(
      api.chat.chat.unreadTotal,
      new ConvexError({ code: "UNAUTHENTICATED", message: "Sign in first" }),
    );
    await showBadge();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText("Discussion")).toBeInTheDocument();
  });
});
