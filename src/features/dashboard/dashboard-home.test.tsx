import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { DashboardHome } from "./dashboard-home";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("DashboardHome", () => {
  it("greets the person in one sentence, their name and role set apart, in the reader's language", async () => {
    fakeConvex.setQuery(api.accounts.users.me, {
      _id: "me",
      needsProfile: false,
      displayName: "Maya Lee",
      email: "maya@example.com",
      role: "teacher",
      dp: "",
    });
    renderRoute(<DashboardHome />);

    const name = await screen.findByText("Maya Lee");
    const greeting = name.parentElement as HTMLElement;
    expect(greeting).toHaveTextContent(/^Good to see you, Maya Lee\. Signed in as teacher$/);
    expect(name).toHaveClass("font-medium");
    expect(screen.getByText("teacher")).toHaveAttribute("data-slot", "badge");

    await act(() => activateLanguage("es"));
    expect(greeting).toHaveTextContent(/^Qué bueno verte, Maya Lee\. Has iniciado sesión como profesor$/);
    expect(screen.getByText("Maya Lee")).toHaveClass("font-medium");
  });
});
