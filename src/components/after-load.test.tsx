import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterLoad, useAfterPaint } from "./after-load";

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

describe("AfterLoad", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the placeholder, and the page, when the deferred code cannot load (offline)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the caught error
    const Broken = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    render(
      <main>
        <p>The page</p>
        <AfterLoad idleMs={60_000} fallback={<span>placeholder</span>}>
          <Broken />
        </AfterLoad>
      </main>,
    );
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "a" });
    expect(await screen.findByText("placeholder")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.getByText("placeholder")).toBeInTheDocument();
  });
});
