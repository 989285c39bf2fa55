import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { ActivityPanel } from "./activity-panel";

const rows = [
  {
    _id: "a2",
    type: "submitted",
    message: { key: "notify.activity.submitted", params: { name: "Alice", title: "Lifetimes", late: "yes" } },
    at: Date.UTC(2026, 10, 20, 12),
  },
  {
    _id: "a1",
    type: "enrolled",
    message: { key: "notify.activity.enrolled", params: { name: "Bob" } },
    at: Date.UTC(2026, 10, 19, 12),
  },
];

describe("ActivityPanel", () => {
  it("lists the course's activity newest first for the course it is given", () => {
    fakeConvex.setPaginatedQuery(api.notifications.activity.forCourse, { results: rows });
    render(<ActivityPanel courseId="c1" />);
    expect(screen.getByRole("heading", { name: "Recent activity" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Alice submitted Lifetimes (late)"),
      expect.stringContaining("Bob enrolled"),
    ]);
    expect(fakeConvex.lastQueryArgs(api.notifications.activity.forCourse)).toEqual({ courseId: "c1" });
  });

  it("words each row in the reader's language, names and titles as they were typed", async () => {
    fakeConvex.setPaginatedQuery(api.notifications.activity.forCourse, { results: rows });
    await activateLanguage("es");
    try {
      render(<ActivityPanel courseId="c1" />);
      expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        expect.stringContaining("Alice entregó Lifetimes (con retraso)"),
        expect.stringContaining("Bob se inscribió"),
      ]);
    } finally {
      await activateLanguage("en");
    }
  });

  it("says when there is none, and loads more on request", async () => {
    fakeConvex.setPaginatedQuery(api.notifications.activity.forCourse, { results: [], status: "Exhausted" });
    const { rerender } = render(<ActivityPanel courseId="c1" />);
    expect(screen.getByText("No activity yet.")).toBeInTheDocument();

    fakeConvex.setPaginatedQuery(api.notifications.activity.forCourse, { results: rows, status: "CanLoadMore" });
    rerender(<ActivityPanel courseId="c1" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show more" }));
    expect(fakeConvex.loadMore(api.notifications.activity.forCourse)).toHaveBeenCalledWith(10);
  });
});
