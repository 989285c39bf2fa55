import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { FILE_LINK_RENEW_BEFORE_MS, FILE_LINK_TTL_MS, type FileRef } from "@convex/shared/fileLinks";
import { FileLink, useFileUrl } from "./file-links";

const open = fakeConvex.mutation(api.assignments.fileLinks.open);
const WORK: FileRef = { kind: "submission", assignmentId: "a1", studentId: "s1", version: 2 };
const opened = (url: string) => ({ url, name: "Sam – Essay.pdf", contentType: "application/pdf", expiresAt: 0 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useFileUrl", () => {
  it("gets a link, and a fresh one a minute before it runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open
      .mockResolvedValueOnce(opened("https://site/files/one"))
      .mockResolvedValueOnce(opened("https://site/files/two"));
    // A new object each render names the same file: no new link for that.
    const { result, rerender } = renderHook(() => useFileUrl({ ...WORK }, "inline"));
    await waitFor(() => expect(result.current.url).toBe("https://site/files/one"));
    rerender();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ file: WORK, disposition: "inline" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILE_LINK_TTL_MS - FILE_LINK_RENEW_BEFORE_MS - 1000);
    });
    expect(result.current.url).toBe("https://site/files/one");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(result.current.url).toBe("https://site/files/two"));
    expect(result.current.name).toBe("Sam – Essay.pdf");
  });

  it("says why when the server refuses, and asks nothing for null", async () => {
    open.mockRejectedValueOnce(new ConvexError({ code: "FORBIDDEN", message: "You cannot open this file." }));
    const { result } = renderHook(() => useFileUrl(WORK));
    await waitFor(() => expect(result.current.error).toBe("You cannot open this file."));
    const idle = renderHook(() => useFileUrl(null));
    expect(idle.result.current).toEqual({});
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe("FileLink", () => {
  it("opens an inline file in a tab made at the click, pointed at a fresh link", async () => {
    const tab = { opener: window as unknown, location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    open.mockResolvedValueOnce(opened("https://site/files/fresh"));
    render(
      <FileLink file={WORK} disposition="inline">
        Read it
      </FileLink>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Read it" }));
    await waitFor(() => expect(tab.location.href).toBe("https://site/files/fresh"));
    expect(tab.opener).toBeNull();
    expect(open).toHaveBeenCalledWith({ file: WORK, disposition: "inline" });
  });

  it("tells the user when the file cannot be opened, and closes the tab it made", async () => {
    const tab = { opener: null, location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    open.mockRejectedValueOnce(new ConvexError({ code: "FORBIDDEN", message: "You cannot open this file." }));
    render(
      <>
        <FileLink file={WORK} disposition="inline">
          Read it
        </FileLink>
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Read it" }));
    expect(await screen.findByText("You cannot open this file.")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Read it" })).toBeEnabled();
  });
});
