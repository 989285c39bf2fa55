import { render, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { UnreadBadge } from "./unread-badge";

function rooms(...unread: number[]) {
  fakeConvex.setQuery(
    api.chat.rooms,
    unread.map((count, index) => ({ room: `r${index}`, name: `Room ${index}`, courseId: null, unread: count })),
  );
}

describe("UnreadBadge", () => {
  it("shows the unread messages of every room added up, and says what the number means", () => {
    rooms(2, 0, 5);
    render(<UnreadBadge />);
    expect(screen.getByText("7")).toBeInTheDocument();
    expect(screen.getByText(", 7 unread")).toHaveClass("sr-only");
  });

  it("shows 99+ past 99", () => {
    rooms(100, 40);
    render(<UnreadBadge />);
    expect(screen.getByText("99+")).toBeInTheDocument();
  });

  it("shows nothing when everything is read, while loading, or when the count cannot be loaded", () => {
    rooms(0, 0);
    const { container, rerender } = render(<UnreadBadge />);
    expect(container).toBeEmptyDOMElement();

    fakeConvex.setQuery(api.chat.rooms, undefined);
    rerender(<UnreadBadge />);
    expect(container).toBeEmptyDOMElement();

    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.chat.rooms, new ConvexError({ code: "UNAUTHENTICATED", message: "Sign in first" }));
    rerender(<UnreadBadge />);
    expect(container).toBeEmptyDOMElement();
  });
});
