import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { JOIN_REFUSAL_MESSAGES, STAFF_CANNOT_JOIN } from "@convex/shared/joinCodes";
import { wordMessage } from "@/lib/errors";
import { JoinPage } from "./join-page";

const STUDENT = {
  needsProfile: false,
  _id: "user42",
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  dp: "",
  role: "student",
  experience: null,
  bio: "",
};

const convex = { join: fakeConvex.mutation(api.courses.joinCodes.join) };

function setup(code?: string) {
  const user = userEvent.setup();
  const view = renderRoute(<JoinPage code={code} />, {
    path: code === undefined ? "/join" : "/join/$code",
    initialEntry: code === undefined ? "/join" : `/join/${code}`,
  });
  return { user, ...view };
}

describe("JoinPage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, STUDENT);
  });

  it("joins with the typed code, remembers the course and opens it", async () => {
    convex.join.mockResolvedValue({ ok: true, courseId: "c1", courseName: "React Js", alreadyEnrolled: false });
    const { user, router } = setup();
    const input = await screen.findByLabelText("Join code");
    expect(input).toHaveAccessibleDescription(/8 letters and digits/);
    await user.click(input);
    await user.paste("abcd-efgh");
    await user.click(screen.getByRole("button", { name: "Join course" }));

    await waitFor(() => expect(convex.join).toHaveBeenCalledWith({ code: "abcd-efgh" }));
    expect(await screen.findByText("You joined React Js")).toBeInTheDocument();
    expect(window.localStorage.getItem("courseId")).toBe("c1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/c1/React Js"));
  });

  it("fills the code in from a shared link", async () => {
    setup("WXYZ-2345");
    expect(await screen.findByLabelText("Join code")).toHaveValue("WXYZ-2345");
  });

  it("refuses a code that cannot be one before sending anything, and focuses the field", async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText("Join code"), "ABC10");
    await user.click(screen.getByRole("button", { name: "Join course" }));
    expect(await screen.findByText(wordMessage(JOIN_REFUSAL_MESSAGES.invalid))).toBeInTheDocument();
    expect(screen.getByLabelText("Join code")).toHaveFocus();
    expect(screen.getByLabelText("Join code")).toHaveAttribute("aria-invalid", "true");
    expect(convex.join).not.toHaveBeenCalled();
  });

  it.each(["unknown", "expired", "full"] as const)(
    "shows the server's %s answer on the field and stays",
    async (reason) => {
      convex.join.mockResolvedValue({ ok: false, reason, message: JOIN_REFUSAL_MESSAGES[reason] });
      const { user, router } = setup();
      await user.click(await screen.findByLabelText("Join code"));
      await user.paste("ABCDEFGH");
      await user.click(screen.getByRole("button", { name: "Join course" }));
      expect(await screen.findByText(wordMessage(JOIN_REFUSAL_MESSAGES[reason]))).toBeInTheDocument();
      expect(screen.getByLabelText("Join code")).toHaveValue("ABCDEFGH");
      expect(screen.getByRole("button", { name: "Join course" })).toBeEnabled();
      expect(router.state.location.pathname).toBe("/join");
    },
  );

  it("an already enrolled student is told so and taken to the course", async () => {
    convex.join.mockResolvedValue({ ok: true, courseId: "c1", courseName: "React Js", alreadyEnrolled: true });
    const { user, router } = setup("ABCD-EFGH");
    await user.click(await screen.findByRole("button", { name: "Join course" }));
    expect(await screen.findByText("You're already enrolled in React Js")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/c1/React Js"));
  });

  it("says when to try again after too many wrong codes", async () => {
    convex.join.mockRejectedValue(
      new ConvexError({ code: "RATE_LIMITED", message: "Too many wrong codes. Try again later.", retryAfter: 330_000 }),
    );
    const { user } = setup("ABCD-EFGH");
    await user.click(await screen.findByRole("button", { name: "Join course" }));
    expect(
      await screen.findByText("Too many wrong codes. Try again later. Try again in 6 minutes."),
    ).toBeInTheDocument();
  });

  it("tells a teacher codes are for students and shows no form", async () => {
    fakeConvex.setQuery(api.accounts.users.me, { ...STUDENT, role: "teacher" });
    setup();
    expect(await screen.findByText("Join codes are for students")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My teaching" })).toHaveAttribute("href", "/teaching");
    expect(screen.queryByLabelText("Join code")).not.toBeInTheDocument();
    expect(wordMessage(STAFF_CANNOT_JOIN)).toMatch(/students/);
  });

  it("shows a loading state while the profile loads", async () => {
    fakeConvex.setQuery(api.accounts.users.me, undefined);
    setup();
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Join code")).not.toBeInTheDocument();
  });
});
