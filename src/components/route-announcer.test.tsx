import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { RouteAnnouncer } from "./route-announcer";

/** A page whose heading appears only after its data "loads", like the app's pages. */
function SlowRegister() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Create your account</h1> : <p>Loading…</p>;
}

/** Routes with the app's ids (/login, /register), so the app's titles apply. */
function renderApp() {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/register">Register</Link>
          <Link to="/login">Login</Link>
        </nav>
        <main id="main">
          <Outlet />
        </main>
        <RouteAnnouncer />
      </>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: () => <h1>Welcome back</h1> });
  const register = createRoute({ getParentRoute: () => root, path: "/register", component: SlowRegister });
  const router = createRouter({
    routeTree: root.addChildren([login, register]),
    history: createMemoryHistory({ initialEntries: ["/login"] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("RouteAnnouncer", () => {
  it("titles the first screen without moving focus or announcing it", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Welcome back" });
    await waitFor(() => expect(document.title).toBe("Login · Lyceum"));
    expect(document.body).toHaveFocus();
    expect(screen.getByTestId("route-announcer")).toBeEmptyDOMElement();
  });

  it("after a navigation: new title, focus on the new page's h1 once it appears, and the name announced", async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole("heading", { name: "Welcome back" });

    await user.click(screen.getByRole("link", { name: "Register" }));
    await waitFor(() => expect(document.title).toBe("Register · Lyceum"));
    expect(screen.getByTestId("route-announcer")).toHaveTextContent("Register");
    const heading = await screen.findByRole("heading", { name: "Create your account", level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("does not take focus from a field the person moved to before the heading appeared", async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole("heading", { name: "Welcome back" });
    const elsewhere = document.createElement("input");
    elsewhere.setAttribute("aria-label", "Search");
    document.body.append(elsewhere);

    await user.click(screen.getByRole("link", { name: "Register" }));
    elsewhere.focus();
    await screen.findByRole("heading", { name: "Create your account" });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
