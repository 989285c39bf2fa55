import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { LANGUAGE_STORAGE_KEY } from "@convex/shared/language";
import { setStoredCourse } from "@/lib/current-course";
import { renderRoute } from "@/test-utils/render-route";
import { LoginPage } from "./login-page";

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

async function setup(redirect?: string) {
  const user = userEvent.setup();
  const view = renderRoute(<LoginPage redirect={redirect} />, { path: "/login" });
  await screen.findByRole("button", { name: "Login" });
  return { user, ...view };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("LoginPage", () => {
  beforeEach(() => {
    auth.login.mockReset();
  });

  it("links to registration", async () => {
    await setup();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });

  it("requires the e-mail and the password", async () => {
    const { user } = await setup();
    await logIn(user, "", "");

    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it("updates the messages as the fields are corrected after the first attempt", async () => {
    const { user } = await setup();
    await logIn(user, "", "");
    expect(await screen.findByText("Password is required.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "a long password");
    expect(screen.queryByText("Password is required.")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "grace@");
    expect(screen.getByText("Enter a valid e-mail address.")).toBeInTheDocument();
  });

  it("rejects an e-mail address in the wrong format", async () => {
    const { user } = await setup();
    await logIn(user, "someone@nowhere", "a long password");

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it("signs in with the entered values and returns to the page that was asked for", async () => {
    auth.login.mockResolvedValue(undefined);
    const { user, router } = await setup("/profile");
    await logIn(user, " grace@example.com ", "compiler pioneer");

    await waitFor(() =>
      expect(auth.login).toHaveBeenCalledWith({ email: "grace@example.com", password: "compiler pioneer" }),
    );
    expect(await screen.findByText("Login Successful!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
  });

  it("goes to the remembered course page, else the dashboard, and ignores unsafe redirects", async () => {
    auth.login.mockResolvedValue(undefined);
    setStoredCourse({ courseId: "c42", courseName: "Python Course" });
    const { user, router } = await setup("//evil.example/steal");
    await logIn(user, "grace@example.com", "compiler pioneer");

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/c42/Python Course"));
  });

  it("goes to the dashboard when nothing is remembered", async () => {
    auth.login.mockResolvedValue(undefined);
    const { user, router } = await setup();
    await logIn(user, "grace@example.com", "compiler pioneer");

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("toasts the generic error and stays when sign-in fails", async () => {
    auth.login.mockRejectedValue(new Error("InvalidSecret"));
    const { user, router } = await setup();
    await logIn(user, "grace@example.com", "the wrong password");

    expect(await screen.findByText("Error occurred. Please try again!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByLabelText("Email")).toHaveValue("grace@example.com");
  });
});

describe("LoginPage: language", () => {
  it(
    "offers the language picker above the form and shows the page in the language chosen",
    { timeout: 20_000 },
    async () => {
      const { user } = await setup();
      try {
        await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ar");
        // The Arabic words are fetched first (one file for the whole app).
        expect(await screen.findByRole("heading", { name: "مرحبًا بعودتك" }, { timeout: 8_000 })).toBeInTheDocument();
        expect(screen.getByRole("button", { name: "تسجيل الدخول" })).toBeInTheDocument();
        expect(document.documentElement).toHaveAttribute("dir", "rtl");
      } finally {
        localStorage.removeItem(LANGUAGE_STORAGE_KEY);
        await activateLanguage("en");
      }
    },
  );
});
