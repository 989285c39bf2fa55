import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterPaint } from "./after-load";

function Probe() {
  return <p>{useAfterPaint() ? "painted" : "first frame"}</p>;
}

describe("useAfterPaint", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is false for the first frame and true once the frame after it begins", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
    const { rerender } = render(<Probe />);
    expect(screen.getByText("first frame")).toBeInTheDocument();

    // The first frame's callback runs before that frame is painted: still false.
    act(() => frames.shift()?.(0));
    rerender(<Probe />);
    expect(screen.getByText("first frame")).toBeInTheDocument();

    // The next frame's callback comes after the first frame is on screen.
    act(() => frames.shift()?.(16));
    rerender(<Probe />);
    expect(screen.getByText("painted")).toBeInTheDocument();
  });
});
