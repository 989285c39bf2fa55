import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "@/test-utils/render-route";
import { wordMessage } from "@/lib/errors";
import { COMMON_PASSWORD_MESSAGE } from "@convex/shared/forms/account";
import { accountMayExist, RegisterPage } from "./register-page";

const auth = vi.hoisted(() => ({
  register: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
}));

vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth")>()),
  useAuthAdapter: () => auth,
  useAuthStatus: () => ({ isLoading: false, isAuthenticated: false }),
}));

async function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoute(<RegisterPage />, { path: "/register" });
  await screen.findByRole("button", { name: "Register" });
  return { user, ...view };
}

type Fill = Partial<Record<"displayName" | "email" | "role" | "password" | "confirm", string>>;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Fill) {
  if (values.displayName) await user.type(screen.getByLabelText("Display name"), values.displayName);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.role !== undefined) await user.selectOptions(screen.getByLabelText("Role"), values.role);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
}

const VALID: Fill = {
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  role: "teacher",
  password: "analytical engine",
  confirm: "analytical engine",
};

describe("RegisterPage", () => {
  beforeEach(() => {
    auth.register.mockReset();
  });

  it("has every field with a real label, the role choices and a link to login", async () => {
    await setup();
    for (const label of ["Display name", "Email", "Role", "Password", "Confirm password", "Profile image (optional)"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const options = Array.from((screen.getByLabelText("Role") as HTMLSelectElement).options).map((o) => [
      o.value,
      o.text,
    ]);
    expect(options).toEqual([
      ["", "Choose..."],
      ["teacher", "teacher"],
      ["student", "student"],
    ]);
    expect(screen.getByLabelText("Profile image (optional)")).toHaveAttribute("accept", "image/*");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("limits the display name to the server's 60 characters", async () => {
    await setup();
    expect(screen.getByLabelText("Display name")).toHaveAttribute("maxLength", "60");
  });

  it("shows a message for every required field and submits nothing", async () => {
    const { user } = await setup();
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Display name is required.")).toBeInTheDocument();
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Choose teacher or student.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByText("Confirm your password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Display name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Display name")).toHaveAccessibleDescription("Display name is required.");
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("rejects an e-mail address in the wrong format", async () => {
    const { user } = await setup();
    await fill(user, { ...VALID, email: "ada.example.com" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("treats the empty 'Choose...' role as invalid", async () => {
    const { user } = await setup();
    await fill(user, { ...VALID, role: "" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Choose teacher or student.")).toBeInTheDocument();
    expect(screen.getByLabelText("Role")).toHaveFocus();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("rejects a password shorter than 8 characters", async () => {
    const { user } = await setup();
    await fill(user, { ...VALID, password: "short", confirm: "short" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("refuses a profile image that is not an image", async () => {
    const { user } = await setup();
    await fill(user, VALID);
    await user.upload(
      screen.getByLabelText("Profile image (optional)"),
      new File(["%PDF-1.4"], "notes.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("The profile image must be an image file.")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("toasts 'Passwords do not match' and submits nothing when the passwords differ", async () => {
    const { user } = await setup();
    await fill(user, { ...VALID, confirm: "analytical engines" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("registers with the entered values, toasts success and goes to the course catalogue", async () => {
    auth.register.mockResolvedValue({});
    const { user, router } = await setup();
    await fill(user, { ...VALID, displayName: "  Ada Lovelace " });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "ada.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Profile image (optional)"), image);
    await user.click(screen.getByRole("button", { name: "Register" }));

    await waitFor(() => expect(auth.register).toHaveBeenCalledTimes(1));
    expect(auth.register).toHaveBeenCalledWith({
      displayName: "Ada Lovelace",
      email: "ada@example.com",
      role: "teacher",
      password: "analytical engine",
      image,
    });
    expect(await screen.findByText("Account creation successful")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/viewcourse"));
  });

  it("toasts 'Failed to create account' with the server's reason, stays and keeps the fields", async () => {
    auth.register.mockRejectedValue(
      new ConvexError({ code: "INVALID", message: "Display name must be at most 60 characters." }),
    );
    const { user, router } = await setup();
    await fill(user, { ...VALID, role: "student" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Failed to create account")).toBeInTheDocument();
    expect(screen.getByText("Display name must be at most 60 characters.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/register");
    expect(screen.getByLabelText("Display name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Role")).toHaveValue("student");
    expect(screen.getByRole("button", { name: "Register" })).toBeEnabled();
  });

  it("answers a refusal without a reason (an address that has an account) with the way to log in or reset", async () => {
    // What the server sends for a taken address: the wrong-password error, no reason (ADR 0055).
    auth.register.mockRejectedValue(new Error("[Request ID: 1] Server Error"));
    const { user, router } = await setup();
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Failed to create account")).toBeInTheDocument();
    expect(screen.getByText(accountMayExist())).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/register");
  });

  it("shows the server's 'too common' refusal on the password field and focuses it", async () => {
    auth.register.mockRejectedValue(
      new ConvexError({ code: "INVALID", key: COMMON_PASSWORD_MESSAGE, message: wordMessage(COMMON_PASSWORD_MESSAGE) }),
    );
    const { user } = await setup();
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Failed to create account")).toBeInTheDocument();
    const password = screen.getByLabelText("Password");
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(wordMessage(COMMON_PASSWORD_MESSAGE))),
    );
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();
  }, 20_000);
});
