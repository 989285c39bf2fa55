import { act, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { CalendarPage } from "./calendar-page";
import { viewerTimeZone } from "./calendar-dates";

// jsdom has no matchMedia: a wide screen (the page reads it to choose the month grid or the agenda).
beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: () => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

afterAll(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("CalendarPage", () => {
  it("says in one sentence which time zone the times are in, the zone set apart, in the reader's language", async () => {
    const zone = viewerTimeZone();
    expect(zone).not.toBeNull();
    fakeConvex.setQuery(api.calendar.calendar.items, { items: [], truncated: false });
    renderRoute(<CalendarPage month="2026-11" view="agenda" onChange={() => undefined} />);

    const named = await screen.findByText(zone!);
    expect(named).toHaveClass("font-medium");
    const description = named.parentElement as HTMLElement;
    expect(description).toHaveTextContent(
      `Deadlines of your courses (with your own extensions) and dated announcements. Times are in ${zone}, this device’s time zone.`,
    );

    await act(() => activateLanguage("es"));
    expect(description).toHaveTextContent(`Las horas están en ${zone}, la zona horaria de este dispositivo.`);
    expect(screen.getByText(zone!)).toHaveClass("font-medium");
  });
});
