import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { useMarkRead } from "./use-mark-read";

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

  it("marks read at once, then at most every 2 seconds, always sending the last one", () => {
    const markRead = fakeConvex.mutation(api.chat.markRead);
    const { result } = renderHook(() => useMarkRead("global"));
    act(() => result.current("m1"));
    expect(markRead).toHaveBeenCalledTimes(1);
    act(() => {
      result.current("m2");
      result.current("m3");
    });
    expect(markRead).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(markRead).toHaveBeenCalledTimes(2);
    expect(markRead).toHaveBeenLastCalledWith({ room: "global" });
    act(() => result.current("m3"));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it("waits while the tab is hidden and marks read when it shows again", () => {
    const markRead = fakeConvex.mutation(api.chat.markRead);
    const { result } = renderHook(() => useMarkRead("c1"));
    act(() => setVisibility("hidden"));
    act(() => result.current("m1"));
    expect(markRead).not.toHaveBeenCalled();
    act(() => setVisibility("visible"));
    expect(markRead).toHaveBeenCalledWith({ room: "c1" });
  });

  it("sends a mark still waiting when the reader leaves the room", () => {
    const markRead = fakeConvex.mutation(api.chat.markRead);
    const { result, unmount } = renderHook(() => useMarkRead("global"));
    act(() => result.current("m1"));
    act(() => result.current("m2"));
    expect(markRead).toHaveBeenCalledTimes(1);
    unmount();
    expect(markRead).toHaveBeenCalledTimes(2);
  });
});
