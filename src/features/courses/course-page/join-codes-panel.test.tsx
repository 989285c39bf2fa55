import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { JoinCodesPanel, joinLink } from "./join-codes-panel";

const NOW = Date.now();
const CODE = {
  _id: "j1",
  code: "ABCDEFGH",
  createdAt: NOW - 60_000,
  createdByName: "Tess Teacher",
  expiresAt: null,
  seatLimit: 30,
  revokedAt: null,
  uses: 2,
  joiners: [
    { name: "Sam Student", email: "sam@example.com", enrolledAt: NOW - 1000 },
    { name: "Ada Lovelace", email: "ada@example.com", enrolledAt: NOW - 2000 },
  ],
};

function renderPanel() {
  return render(
    <>
      <JoinCodesPanel courseId="c1" />
      <Toaster />
    </>,
  );
}

describe("JoinCodesPanel", () => {
  it("lists the course's codes with seats, status, link and who joined", async () => {
    fakeConvex.setQuery(api.courses.joinCodes.list, [
      CODE,
      { ...CODE, _id: "j2", code: "WXYZ2345", seatLimit: null, uses: 0, joiners: [], revokedAt: NOW - 5000 },
      { ...CODE, _id: "j3", code: "PQRS6789", expiresAt: NOW - 1, joiners: [] },
    ]);
    renderPanel();
    expect(fakeConvex.lastQueryArgs(api.courses.joinCodes.list)).toEqual({ courseId: "c1" });
    const active = screen.getByRole("article", { name: "Join code ABCD-EFGH" });
    expect(within(active).getByText("Active")).toBeInTheDocument();
    expect(within(active).getByText(/2 of 30 seats · never expires/)).toBeInTheDocument();
    expect(within(active).getByText(joinLink("ABCDEFGH"))).toBeInTheDocument();
    await userEvent.setup().click(within(active).getByText("Who joined (2)"));
    expect(within(active).getByText("Sam Student")).toBeVisible();
    expect(within(active).getByText("ada@example.com")).toBeVisible();

    const revoked = screen.getByRole("article", { name: "Join code WXYZ-2345" });
    expect(within(revoked).getByText("Revoked")).toBeInTheDocument();
    expect(within(revoked).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Join code PQRS-6789" })).getByText("Expired"),
    ).toBeInTheDocument();
  });

  it("shows who joined as they join (live)", () => {
    fakeConvex.setQuery(api.courses.joinCodes.list, [{ ...CODE, uses: 0, joiners: [] }]);
    renderPanel();
    expect(screen.queryByText(/Who joined/)).not.toBeInTheDocument();
    fakeConvex.setQuery(api.courses.joinCodes.list, [CODE]);
    expect(screen.getByText("Who joined (2)")).toBeInTheDocument();
    expect(screen.getByText(/2 of 30 seats/)).toBeInTheDocument();
  });

  it("makes a code with the chosen expiry and seats", async () => {
    fakeConvex.setQuery(api.courses.joinCodes.list, []);
    const create = fakeConvex.mutation(api.courses.joinCodes.create);
    create.mockResolvedValue({ joinCodeId: "j9", code: "KMNP3456" });
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText("No join codes yet.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Expires"), "7");
    await user.type(screen.getByLabelText("Seats (optional)"), "25");
    await user.click(screen.getByRole("button", { name: "Make a code" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const args = create.mock.calls[0][0];
    expect(args).toMatchObject({ courseId: "c1", seatLimit: 25 });
    expect(args.expiresAt).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect(await screen.findByText("Join code KMNP-3456 made")).toBeInTheDocument();
  });

  it("refuses a seat count that is not a whole number from 1, sending nothing", async () => {
    fakeConvex.setQuery(api.courses.joinCodes.list, []);
    const create = fakeConvex.mutation(api.courses.joinCodes.create);
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText("Seats (optional)"), "0");
    await user.click(screen.getByRole("button", { name: "Make a code" }));
    expect(screen.getByText(/Seats must be a whole number from 1/)).toBeInTheDocument();
    expect(screen.getByLabelText("Seats (optional)")).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it("revokes only after a confirmation", async () => {
    fakeConvex.setQuery(api.courses.joinCodes.list, [CODE]);
    const revoke = fakeConvex.mutation(api.courses.joinCodes.revoke);
    revoke.mockResolvedValue(null);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Revoke ABCD-EFGH" }));
    expect(revoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Yes, revoke" }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith({ joinCodeId: "j1" }));
  });

  it("shows a loading state", () => {
    renderPanel();
    expect(screen.getByRole("status", { name: "Loading join codes" })).toBeInTheDocument();
  });
});
