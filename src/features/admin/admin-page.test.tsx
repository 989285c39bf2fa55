import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AdminPage } from "./admin-page";

// The Event log's export button asks the auth adapter for a token (tested in export-xapi-button.test.tsx).
vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => ({ getToken: () => Promise.resolve("token") }),
}));

function signedInAs(role: "student" | "teacher" | "Admin") {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ann",
    email: "ann@example.com",
    role,
    dp: "",
  });
}

const sam = { _id: "u-sam", name: "Sam Sparrow", email: "sam@example.com", role: "student", joined: 1 };
const bob = { _id: "u-bob", name: "Bob Boss", email: "bob@example.com", role: "Admin", joined: 2 };

function renderConsole() {
  const user = userEvent.setup();
  renderRoute(<AdminPage />, { path: "/admin" });
  return user;
}

describe("AdminPage", () => {
  it("refuses students and teachers without asking the server for people or events", async () => {
    for (const role of ["student", "teacher"] as const) {
      fakeConvex.reset();
      signedInAs(role);
      const { unmount } = renderRoute(<AdminPage />, { path: "/admin" });
      expect(
        await screen.findByRole("heading", { name: "Only admins can open the console", level: 1 }),
      ).toBeInTheDocument();
      expect(fakeConvex.queryCalls(api.admin.admin.people)).toEqual([]);
      expect(fakeConvex.queryCalls(api.admin.admin.events)).toEqual([]);
      unmount();
    }
  });

  it("searches people by the debounced text and the role filter", async () => {
    signedInAs("Admin");
    fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [sam], status: "CanLoadMore" });
    const user = renderConsole();
    expect(await screen.findByRole("rowheader", { name: "Sam Sparrow" })).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.admin.admin.people)).toEqual({});

    await user.type(screen.getByLabelText("Search by name or e-mail"), "  sparrow ");
    // Until the pause has passed, the list shown is the last search's, marked busy.
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(fakeConvex.lastQueryArgs(api.admin.admin.people)).toEqual({ search: "sparrow" }));
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "false");
    // Debounced: no query was sent for the half-typed words.
    expect(fakeConvex.queryCalls(api.admin.admin.people)).not.toContainEqual({ search: "spa" });

    await user.selectOptions(screen.getByLabelText("Role"), "teacher");
    expect(fakeConvex.lastQueryArgs(api.admin.admin.people)).toEqual({ search: "sparrow", role: "teacher" });

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(fakeConvex.loadMore(api.admin.admin.people)).toHaveBeenCalledWith(25);
  });

  it("changes a role only after confirmation, and Cancel sends nothing", async () => {
    signedInAs("Admin");
    fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [sam] });
    const changeRole = fakeConvex.mutation(api.accounts.users.changeRole);
    const user = renderConsole();

    const select = await screen.findByLabelText("Role of Sam Sparrow");
    await user.selectOptions(select, "teacher");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(changeRole).not.toHaveBeenCalled();
    expect(select).toHaveValue("student");

    await user.selectOptions(select, "teacher");
    const confirm = screen.getByRole("group", { name: "Confirm the role change of Sam Sparrow" });
    expect(within(confirm).getByText("Make Sam Sparrow Teacher?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Change role" }));
    expect(changeRole).toHaveBeenCalledWith({ userId: "u-sam", role: "teacher" });
    expect(await screen.findByText("Sam Sparrow is now Teacher.")).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, e.g. the last Admin", async () => {
    signedInAs("Admin");
    fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [bob] });
    fakeConvex
      .mutation(api.accounts.users.changeRole)
      .mockRejectedValue(new ConvexError({ code: "CONFLICT", message: "There must be at least one Admin." }));
    const user = renderConsole();

    await user.selectOptions(await screen.findByLabelText("Role of Bob Boss"), "student");
    await user.click(screen.getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("There must be at least one Admin.")).toBeInTheDocument();
    expect(screen.getByText("Could not change Bob Boss's role")).toBeInTheDocument();
    expect(screen.getByLabelText("Role of Bob Boss")).toHaveValue("Admin");
  });

  it("turns the event filters into the query's arguments", async () => {
    signedInAs("Admin");
    fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [] });
    fakeConvex.setQuery(api.courses.courses.teaching, [{ _id: "c-py", name: "Python", instructorName: "Tess" }]);
    fakeConvex.setQuery(api.admin.admin.eventTypes, ["enrolled", "graded", "role_changed"]);
    fakeConvex.setQuery(api.admin.admin.people, { page: [sam], isDone: true, continueCursor: "" });
    fakeConvex.setPaginatedQuery(api.admin.admin.events, {
      results: [
        {
          _id: "e1",
          type: "graded",
          at: Date.UTC(2026, 0, 5, 12),
          actorName: "Tess",
          subjectName: "Sam Sparrow",
          courseName: "Python",
          detail: "90",
          entityKey: "a-essay",
        },
      ],
    });
    const user = renderConsole();
    await user.click(await screen.findByRole("tab", { name: "Event log" }));

    const list = await screen.findByRole("list", { name: "Events" });
    expect(within(list).getByText("Graded")).toBeInTheDocument();
    expect(list).toHaveTextContent("Graded by Tess · Sam Sparrow · Python");
    expect(fakeConvex.lastQueryArgs(api.admin.admin.events)).toEqual({});

    await user.selectOptions(screen.getByLabelText("Type"), "graded");
    await user.selectOptions(screen.getByLabelText("Course"), "Python");
    await user.type(screen.getByLabelText("Find a person"), "sam");
    await waitFor(() =>
      expect(fakeConvex.lastQueryArgs(api.admin.admin.people)).toEqual({
        search: "sam",
        paginationOpts: { numItems: 10, cursor: null },
      }),
    );
    await user.selectOptions(screen.getByLabelText("Person"), "Sam Sparrow (sam@example.com)");
    await user.selectOptions(screen.getByLabelText("The person"), "was affected");
    // A new search keeps the chosen person selected (and filtering).
    await user.type(screen.getByLabelText("Find a person"), "x");
    fakeConvex.setQuery(api.admin.admin.people, { page: [], isDone: true, continueCursor: "" });
    expect(screen.getByLabelText("Person")).toHaveValue("u-sam");
    await user.type(screen.getByLabelText("From"), "2026-01-05");
    await user.type(screen.getByLabelText("To"), "2026-01-06");

    expect(fakeConvex.lastQueryArgs(api.admin.admin.events)).toEqual({
      type: "graded",
      courseId: "c-py",
      personId: "u-sam",
      personAs: "subject",
      from: new Date(2026, 0, 5).getTime(),
      to: new Date(2026, 0, 6, 23, 59, 59, 999).getTime(),
    });
  });

  it("opens the history of what an event changed: who changed it, with the before and after", async () => {
    signedInAs("Admin");
    fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [] });
    fakeConvex.setQuery(api.courses.courses.teaching, []);
    const graded = {
      _id: "e2",
      type: "graded",
      at: Date.UTC(2026, 0, 6, 12),
      actorName: "Tess",
      subjectName: "Sam Sparrow",
      courseName: "Python",
      detail: "title: Essay · grade: 90 · previous: grade 70, feedback Thin",
      entityKey: "a-essay",
    };
    fakeConvex.setPaginatedQuery(api.admin.admin.events, { results: [graded] });
    fakeConvex.setQuery(api.admin.admin.history, [
      graded,
      { ...graded, _id: "e1", at: Date.UTC(2026, 0, 5, 12), detail: "title: Essay · grade: 70 · previous: none" },
    ]);
    const user = renderConsole();
    await user.click(await screen.findByRole("tab", { name: "Event log" }));
    await user.click(await screen.findByRole("button", { name: "History of what “Graded” changed" }));

    expect(fakeConvex.lastQueryArgs(api.admin.admin.history)).toEqual({ entityKey: "a-essay" });
    const heading = await screen.findByRole("heading", { name: "History: Graded · Sam Sparrow" });
    expect(heading).toHaveFocus();
    const changes = screen.getByRole("list", { name: "Changes of Graded · Sam Sparrow" });
    expect(within(changes).getAllByRole("listitem")).toHaveLength(2);
    expect(changes).toHaveTextContent("grade: 90 · previous: grade 70, feedback Thin");
    expect(changes).toHaveTextContent("Graded by Tess");

    await user.click(screen.getByRole("button", { name: "Back to the log" }));
    expect(screen.queryByRole("heading", { name: /^History:/ })).not.toBeInTheDocument();
  });
});
