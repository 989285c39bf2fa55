import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { BACK_SHOWN_MS, ConnectionBanner, LOST_GRACE_MS } from "./connection-banner";

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("ConnectionBanner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says nothing while connected, and nothing for a drop shorter than the grace time", () => {
    render(<ConnectionBanner />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    fakeConvex.setConnection({ isWebSocketConnected: false });
    advance(LOST_GRACE_MS - 100);
    fakeConvex.setConnection({ isWebSocketConnected: true });
    advance(LOST_GRACE_MS + BACK_SHOWN_MS);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("reports a lost connection with the changes waiting, then that it is back, then goes away", () => {
    render(<ConnectionBanner />);
    fakeConvex.setConnection({ isWebSocketConnected: false });
    advance(LOST_GRACE_MS);
    expect(screen.getByRole("status")).toHaveTextContent("Connection to the server lost. Trying again…");
    expect(screen.getByRole("status")).toHaveTextContent("What you change is sent when the connection is back.");

    fakeConvex.setConnection({ inflightMutations: 2, hasInflightRequests: true });
    expect(screen.getByRole("status")).toHaveTextContent("2 changes are not sent yet");

    fakeConvex.setConnection({ isWebSocketConnected: true });
    expect(screen.getByRole("status")).toHaveTextContent("Connected again. Sending your changes…");
    fakeConvex.setConnection({ inflightMutations: 0, hasInflightRequests: false });
    expect(screen.getByRole("status")).toHaveTextContent("Connected again. Everything is up to date.");

    advance(BACK_SHOWN_MS);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says the server cannot be reached when the first connection never opens", () => {
    fakeConvex.setConnection({ isWebSocketConnected: false, hasEverConnected: false });
    render(<ConnectionBanner />);
    advance(LOST_GRACE_MS);
    expect(screen.getByRole("status")).toHaveTextContent("Cannot reach the server.");
  });

  it("asks before the page is left while a change is not sent, and not otherwise", () => {
    render(<ConnectionBanner />);
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fakeConvex.setConnection({ isWebSocketConnected: false, inflightMutations: 1, hasInflightRequests: true });
    expect(leave()).toBe(true);
    fakeConvex.setConnection({ isWebSocketConnected: true, inflightMutations: 0, hasInflightRequests: false });
    expect(leave()).toBe(false);
  });
});
