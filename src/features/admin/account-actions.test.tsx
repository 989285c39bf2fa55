import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AdminPage } from "./admin-page";

vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => ({ getToken: () => Promise.resolve("token") }),
}));

const me = { _id: "me", name: "Ann Admin", email: "ann@example.com", role: "Admin", joined: 0, suspended: false };
const sam = {
  _id: "u-sam",
  name: "Sam Sparrow",
  email: "sam@example.com",
  role: "student",
  joined: 1,
  suspended: false,
};
const sue = { _id: "u-sue", name: "Sue Stone", email: "sue@example.com", role: "student", joined: 2, suspended: true };
const bob = { _id: "u-bob", name: "Bob Boss", email: "bob@example.com", role: "Admin", joined: 3, suspended: false };

function renderPeople() {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ann Admin",
    email: "ann@example.com",
    role: "Admin",
    dp: "",
  });
  fakeConvex.setPaginatedQuery(api.admin.admin.people, { results: [me, sam, sue, bob] });
  const user = userEvent.setup();
  renderRoute(<AdminPage />, { path: "/admin" });
  return user;
}

async function rowOf(name: string) {
  return (await screen.findByRole("rowheader", { name })).closest("tr")!;
}

describe("People: suspend, restore, end sessions", () => {
  it("suspends only with a reason, from a keyboard-usable dialog", async () => {
    const suspend = fakeConvex.mutation(api.admin.admin.suspend);
    const user = renderPeople();
    const row = await rowOf("Sam Sparrow");
    within(row).getByRole("button", { name: "Suspend Sam Sparrow…" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Suspend Sam Sparrow?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(within(dialog).getByText("Say why the account is suspended.")).toBeInTheDocument();
    expect(suspend).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Reason"), "  Shared a password ");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(suspend).toHaveBeenCalledWith({ userId: "u-sam", reason: "Shared a password" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the badge and Restore for a suspended person, ends sessions, and offers nothing on oneself or Suspend on an Admin", async () => {
    const restore = fakeConvex.mutation(api.admin.admin.restore);
    const endSessions = fakeConvex.mutation(api.admin.admin.endSessions);
    const user = renderPeople();
    const sueRow = await rowOf("Sue Stone");
    expect(within(sueRow).getByText("Suspended")).toBeInTheDocument();
    expect(within(sueRow).queryByRole("button", { name: /Suspend/ })).not.toBeInTheDocument();
    await user.click(within(sueRow).getByRole("button", { name: "Restore Sue Stone" }));
    expect(restore).toHaveBeenCalledWith({ userId: "u-sue" });

    const samRow = await rowOf("Sam Sparrow");
    expect(within(samRow).queryByText("Suspended")).not.toBeInTheDocument();
    await user.click(within(samRow).getByRole("button", { name: "End sessions of Sam Sparrow" }));
    const ask = screen.getByRole("alertdialog", { name: "End Sam Sparrow's sessions?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(endSessions).not.toHaveBeenCalled();
    await user.click(within(samRow).getByRole("button", { name: "End sessions of Sam Sparrow" }));
    await user.click(screen.getByRole("button", { name: "End sessions" }));
    expect(endSessions).toHaveBeenCalledWith({ userId: "u-sam" });

    const bobRow = await rowOf("Bob Boss");
    expect(within(bobRow).queryByRole("button", { name: /Suspend/ })).not.toBeInTheDocument();
    expect(within(bobRow).getByRole("button", { name: "End sessions of Bob Boss" })).toBeInTheDocument();
    const myRow = await rowOf("Ann Admin");
    expect(within(myRow).queryByRole("button", { name: /Suspend|End sessions|Restore/ })).not.toBeInTheDocument();
  });
});
