import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { MARK_READ_EVERY_MS, useMarkRead } from "./use-mark-read";

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useMarkRead", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility("visible");
  });

  it("marks a burst of 10 messages read with one call, 15 seconds after the first", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result } = renderHook(() => useMarkRead("global"));
    act(() => {
      for (let i = 1; i <= 10; i++) {
        result.current(`m${i}`);
        vi.advanceTimersByTime(1_000);
      }
    });
    expect(markRead).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(MARK_READ_EVERY_MS - 10_000);
    });
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenCalledWith({ room: "global" });
    // Nothing new seen: no more calls, however long the room stays open.
    act(() => result.current("m10"));
    act(() => {
      vi.advanceTimersByTime(10 * MARK_READ_EVERY_MS);
    });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("sends at most one mark every 15 seconds while messages keep coming", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result } = renderHook(() => useMarkRead("c1"));
    // One message every 5 seconds for a minute: 12 seen, 4 marks.
    act(() => {
      for (let i = 1; i <= 12; i++) {
        result.current(`m${i}`);
        vi.advanceTimersByTime(5_000);
      }
    });
    expect(markRead).toHaveBeenCalledTimes(4);
  });

  it("sends the waiting mark at once when the reader leaves the room, and none when nothing waits", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result, unmount } = renderHook(() => useMarkRead("global"));
    act(() => result.current("m1"));
    act(() => result.current("m2"));
    expect(markRead).not.toHaveBeenCalled();
    unmount();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenCalledWith({ room: "global" });

    const again = renderHook(() => useMarkRead("global"));
    again.unmount();
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("a mark made in the room is the whole mark: leaving or hiding afterwards with nothing new sends none", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result, unmount } = renderHook(() => useMarkRead("c1"));
    act(() => result.current("m1"));
    act(() => {
      vi.advanceTimersByTime(MARK_READ_EVERY_MS);
    });
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenLastCalledWith({ room: "c1" });
    act(() => setVisibility("hidden"));
    act(() => setVisibility("visible"));
    unmount();
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("sends the waiting mark of the room left when the reader moves to another room", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result, rerender } = renderHook(({ room }) => useMarkRead(room), { initialProps: { room: "global" } });
    act(() => result.current("m1"));
    rerender({ room: "c1" });
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenCalledWith({ room: "global" });
    act(() => {
      vi.advanceTimersByTime(MARK_READ_EVERY_MS);
    });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("sends the waiting mark at once when the page is hidden or closed", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result } = renderHook(() => useMarkRead("c1"));
    act(() => result.current("m1"));
    act(() => setVisibility("hidden"));
    expect(markRead).toHaveBeenCalledTimes(1);
    act(() => setVisibility("visible"));
    act(() => result.current("m2"));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(markRead).toHaveBeenCalledTimes(2);
    // The timer of the mark already sent does not send another.
    act(() => {
      vi.advanceTimersByTime(MARK_READ_EVERY_MS);
    });
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it("does not mark what arrives while the tab is hidden until the tab shows again", () => {
    const markRead = fakeConvex.mutation(api.chat.chat.markRead);
    const { result, unmount } = renderHook(() => useMarkRead("c1"));
    act(() => setVisibility("hidden"));
    act(() => result.current("m1"));
    act(() => {
      vi.advanceTimersByTime(MARK_READ_EVERY_MS);
    });
    expect(markRead).not.toHaveBeenCalled();
    act(() => setVisibility("visible"));
    unmount();
    expect(markRead).toHaveBeenCalledWith({ room: "c1" });
  });
});
