import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { LANGUAGE_STORAGE_KEY } from "@convex/shared/language";
import { activateLanguage, i18n } from "./index";
import { formatDate, formatNumber } from "./format";
import { LanguagePicker } from "./language-picker";
import { LanguageSync, storedLanguage } from "./language";
import { useT } from "./messages";

const html = document.documentElement;

function signedIn(language: "en" | "es" | "ar" | null) {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ann",
    email: "ann@example.com",
    role: "student",
    dp: "",
    theme: "system",
    language,
  });
}

function Label() {
  const t = useT();
  return <p>{t("i18n.languageOf", { name: "X" })}</p>;
}

beforeEach(() => {
  fakeConvex.reset();
  localStorage.clear();
});
afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage("en"));
});

describe("the interface's language", () => {
  it("renders English, then the chosen language's words, with <html lang dir> marked", async () => {
    render(<Label />);
    expect(screen.getByText("Language: X")).toBeInTheDocument();
    await act(() => activateLanguage("es"));
    expect(screen.getByText("Idioma: X")).toBeInTheDocument();
    expect([html.lang, html.dir]).toEqual(["es", "ltr"]);
    await act(() => activateLanguage("ar"));
    expect(screen.getByText("اللغة: X")).toBeInTheDocument();
    expect([html.lang, html.dir]).toEqual(["ar", "rtl"]);
  });

  it("words plurals by each language's rules and formats by Intl", async () => {
    const message = compileMessage(
      "{count, plural, zero {none} one {one} two {two} few {few} many {many} other {other}}",
    );
    i18n.load({ en: { "test.count": message }, ar: { "test.count": message } });
    const forms = (counts: number[]) => counts.map((count) => i18n._("test.count", { count }));
    expect(forms([0, 1, 2, 5])).toEqual(["other", "one", "other", "other"]);
    await activateLanguage("ar");
    expect(forms([0, 1, 2, 5, 11, 100])).toEqual(["none", "one", "two", "few", "many", "other"]);
    expect(formatDate(Date.UTC(2026, 10, 22, 12), { dateStyle: "long", timeZone: "UTC" })).toBe("22 نوفمبر 2026");
    await activateLanguage("es");
    expect(formatNumber(12345.5)).toBe("12.345,5");
    expect(formatDate(Date.UTC(2026, 10, 22, 12), { dateStyle: "long", timeZone: "UTC" })).toBe(
      "22 de noviembre de 2026",
    );
  });

  it("a visitor's choice stays in this browser; the browser's preference counts before any choice", async () => {
    fakeConvex.setQuery(api.accounts.users.me, null);
    expect(storedLanguage()).toBe("en"); // jsdom prefers en-US
    render(<LanguagePicker />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "es");
    await waitFor(() => expect(html.lang).toBe("es"));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
    expect(storedLanguage()).toBe("es");
    expect(screen.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    expect(fakeConvex.mutation(api.accounts.users.setLanguage)).not.toHaveBeenCalled();
  });

  it("a signed-in person's choice is kept on the server", async () => {
    signedIn("en");
    render(<LanguagePicker />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ar");
    await waitFor(() => expect(html.dir).toBe("rtl"));
    expect(fakeConvex.mutation(api.accounts.users.setLanguage)).toHaveBeenCalledWith({ language: "ar" });
  });

  it("follows the language the server has for the person; a first sign-in keeps the browser's", async () => {
    signedIn("es");
    render(<LanguageSync />);
    await waitFor(() => expect(html.lang).toBe("es"));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
    act(() => signedIn(null));
    expect(fakeConvex.mutation(api.accounts.users.setLanguage)).toHaveBeenCalledWith({ language: "es" });
  });
});
