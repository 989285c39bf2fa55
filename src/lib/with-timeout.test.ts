import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appErrorMessage } from "./errors";
import { SERVER_ANSWER_MS, ServerTimeoutError, withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives up with a message for the user when the server does not answer", async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never);
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SERVER_ANSWER_MS - 1);
    let settled = false;
    void caught.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ServerTimeoutError);
    expect(appErrorMessage(error)).toMatch(/did not answer in time/);
  });

  it("passes an answer in time through, and the work's own error too", async () => {
    await expect(withTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error("refused")), 1000)).rejects.toThrow("refused");
  });
});
