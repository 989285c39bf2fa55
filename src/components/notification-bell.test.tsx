import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import NotificationBell from "./notification-bell";

const graded = {
  _id: "n1",
  type: "graded",
  message: { key: "notify.graded", params: { title: "Lifetimes", grade: 91, points: 100 } },
  link: { route: "/assignmentpage", course: "c1" },
  read: false,
  at: Date.UTC(2026, 10, 20),
};
const video = {
  _id: "n2",
  type: "video_uploaded",
  message: { key: "notify.videoUploaded", params: { course: "Rust", position: 1, fileName: "intro.mp4" } },
  link: { route: "/dashboard/coursedetail/$courseId/$courseName", courseId: "c1", courseName: "Rust" },
  read: true,
  at: Date.UTC(2026, 10, 19),
};

function setup(unread: number, results: unknown[] = [graded, video]) {
  fakeConvex.setQuery(api.notifications.notifications.unreadCount, unread);
  fakeConvex.setPaginatedQuery(api.notifications.notifications.list, { results });
  return renderRoute(<NotificationBell />);
}

describe("NotificationBell", () => {
  it("shows the live unread count, 99+ past 99, and nothing when all are read", async () => {
    setup(3);
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    fakeConvex.setQuery(api.notifications.notifications.unreadCount, 100);
    expect(await screen.findByRole("button", { name: "Notifications, 99+ unread" })).toBeInTheDocument();
    fakeConvex.setQuery(api.notifications.notifications.unreadCount, 0);
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens with the keyboard, lists links to each screen, and Escape closes it back to the bell", async () => {
    const user = userEvent.setup();
    setup(1);
    const bell = await screen.findByRole("button", { name: /Notifications/ });
    bell.focus();
    await user.keyboard("{Enter}");
    const gradedItem = await screen.findByRole("menuitem", { name: /graded: 91/ });
    expect(gradedItem).toHaveAttribute("href", "/assignmentpage?course=c1");
    expect(screen.getByRole("menuitem", { name: /New video in Rust/ })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/Rust",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it("clicking an unread one marks it read and goes to its screen", async () => {
    const user = userEvent.setup();
    const { router } = setup(1);
    await user.click(await screen.findByRole("button", { name: /Notifications/ }));
    await user.click(await screen.findByRole("menuitem", { name: /graded: 91/ }));
    expect(fakeConvex.mutation(api.notifications.notifications.markRead)).toHaveBeenCalledWith({ id: "n1" });
    await waitFor(() => expect(router.state.location.href).toBe("/assignmentpage?course=c1"));
  });

  it("clicking a read one only goes to its screen", async () => {
    const user = userEvent.setup();
    const { router } = setup(1);
    await user.click(await screen.findByRole("button", { name: /Notifications/ }));
    await user.click(await screen.findByRole("menuitem", { name: /New video in Rust/ }));
    await waitFor(() => expect(router.state.location.href).toBe("/dashboard/coursedetail/c1/Rust"));
    expect(fakeConvex.mutation(api.notifications.notifications.markRead)).not.toHaveBeenCalled();
  });

  it("Mark all read sends one call; it is disabled with nothing unread", async () => {
    const user = userEvent.setup();
    setup(2);
    await user.click(await screen.findByRole("button", { name: /Notifications/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark all read" }));
    expect(fakeConvex.mutation(api.notifications.notifications.markAllRead)).toHaveBeenCalledWith({});

    fakeConvex.setQuery(api.notifications.notifications.unreadCount, 0);
    await user.click(await screen.findByRole("button", { name: /Notifications/ }));
    expect(await screen.findByRole("menuitem", { name: "Mark all read" })).toHaveAttribute("aria-disabled", "true");
  });

  it("says when there is nothing yet", async () => {
    const user = userEvent.setup();
    setup(0, []);
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet.")).toBeInTheDocument();
  });

  it("words each row in the reader's language: names and titles as they are, counts in plural", async () => {
    const user = userEvent.setup();
    const handIns = {
      _id: "n3",
      type: "submitted",
      message: {
        key: "notify.grouped.submitted",
        params: { name: "Maya", title: "Essay 2", late: "no", others: 29, more: "no" },
      },
      link: { route: "/assignmentpage", course: "c1" },
      read: false,
      at: Date.UTC(2026, 10, 21),
    };
    await activateLanguage("es");
    try {
      setup(2, [handIns, graded]);
      await user.click(await screen.findByRole("button", { name: /Notificaciones/ }));
      expect(await screen.findByRole("menuitem", { name: /Maya y 29 personas más entregaron Essay 2/ })).toBeVisible();
      expect(
        screen.getByRole("menuitem", { name: /Tu trabajo de Lifetimes ya tiene calificación: 91 \/ 100/ }),
      ).toBeVisible();
    } finally {
      await activateLanguage("en");
    }
  });

  it("says a teacher's grouped row in English word for word", async () => {
    const user = userEvent.setup();
    const joined = {
      _id: "n4",
      type: "enrolled",
      message: { key: "notify.grouped.enrolled", params: { name: "Alice", course: "Rust", others: 1, more: "no" } },
      link: { route: "/dashboard" },
      read: true,
      at: Date.UTC(2026, 10, 21),
    };
    setup(0, [joined]);
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByRole("menuitem", { name: /Alice and 1 other joined Rust/ })).toBeVisible();
  });
});
