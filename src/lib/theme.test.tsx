import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { THEME_STORAGE_KEY } from "@convex/shared/theme";
import { applyTheme, ThemeSync, useTheme } from "./theme";

const html = () => document.documentElement.classList;

function signedIn(theme: "system" | "light" | "dark") {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ann",
    email: "ann@example.com",
    role: "student",
    dp: "",
    theme,
  });
}

function Picker() {
  const { theme, choose } = useTheme();
  return (
    <>
      <p>Theme: {theme}</p>
      <button onClick={() => void choose("dark")}>Dark</button>
    </>
  );
}

beforeEach(() => {
  fakeConvex.reset();
  localStorage.clear();
  html().remove("dark", "light");
});
afterEach(() => {
  localStorage.clear();
  html().remove("dark", "light");
});

describe("the theme", () => {
  it("marks a chosen theme on <html> and remembers it; the device's marks nothing and forgets", () => {
    applyTheme("dark");
    expect([...html()]).toEqual(["dark"]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    applyTheme("light");
    expect([...html()]).toEqual(["light"]);
    applyTheme("system");
    expect([...html()]).toEqual([]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("a visitor's choice stays in this browser: nothing is sent", async () => {
    fakeConvex.setQuery(api.accounts.users.me, null);
    render(<Picker />);
    expect(screen.getByText("Theme: system")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(await screen.findByText("Theme: dark")).toBeInTheDocument();
    expect(html().contains("dark")).toBe(true);
    expect(fakeConvex.mutation(api.accounts.users.setTheme)).not.toHaveBeenCalled();
  });

  it("a signed-in person's choice is applied at once and kept on the server", async () => {
    signedIn("system");
    render(<Picker />);
    await userEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(html().contains("dark")).toBe(true);
    expect(fakeConvex.mutation(api.accounts.users.setTheme)).toHaveBeenCalledWith({ theme: "dark" });
  });

  it("follows the theme the server has for the person, chosen on another device", () => {
    signedIn("dark");
    render(<ThemeSync />);
    expect(html().contains("dark")).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    act(() => signedIn("system"));
    expect(html().contains("dark")).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
