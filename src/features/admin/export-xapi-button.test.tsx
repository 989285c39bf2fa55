import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportXapiButton } from "./export-xapi-button";

const auth = vi.hoisted(() => ({ getToken: vi.fn<() => Promise<string | null>>() }));
vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => auth,
}));

const fetchMock = vi.fn<typeof fetch>();
const created: Blob[] = [];

beforeEach(() => {
  auth.getToken.mockResolvedValue("admin-token");
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return "blob:export";
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  created.length = 0;
});

describe("ExportXapiButton", () => {
  it("downloads the statements with the Admin's token", async () => {
    fetchMock.mockResolvedValue(new Response('[{"actor":{}}]', { status: 200 }));
    const user = userEvent.setup();
    render(<ExportXapiButton />);
    await user.click(screen.getByRole("button", { name: "Export xAPI" }));

    await vi.waitFor(() => expect(created).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/admin\/xapi$/);
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer admin-token");
    expect(created[0]).toMatchObject({ size: '[{"actor":{}}]'.length, type: "application/json" });
    expect(screen.getByRole("button", { name: "Export xAPI" })).toBeEnabled();
  });

  it("says why when the server refuses, and downloads nothing", async () => {
    fetchMock.mockResolvedValue(new Response("Only Admins can export the event log.", { status: 403 }));
    const user = userEvent.setup();
    render(<ExportXapiButton />);
    await user.click(screen.getByRole("button", { name: "Export xAPI" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Only Admins can export the event log.");
    expect(created).toHaveLength(0);
  });

  it("asks to sign in again when there is no token", async () => {
    auth.getToken.mockResolvedValue(null);
    const user = userEvent.setup();
    render(<ExportXapiButton />);
    await user.click(screen.getByRole("button", { name: "Export xAPI" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Sign in again to export.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
