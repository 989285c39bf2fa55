import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { BLANK_BODY, BLANK_TITLE, PUBLISH_AT_PAST } from "@convex/shared/announcementRules";
import { wordMessage } from "@/lib/errors";
import { AnnouncementsPanel } from "./announcements-panel";

const COURSE = "c1" as Id<"courses">;
const NOW = Date.now();
const ITEM = {
  _id: "a1" as Id<"announcements">,
  title: "Room change",
  body: "We meet in **room 12**.",
  authorName: "Tess Teacher",
  pinned: false,
  publishAt: NOW - 60_000,
  published: true,
  dateAt: null,
  editedAt: null,
};
const PANEL = { canManage: false, archived: false, pinned: [], recent: [], scheduled: [], more: false };

function renderPanel() {
  return renderRoute(<AnnouncementsPanel courseId={COURSE} />);
}

describe("AnnouncementsPanel", () => {
  it("shows nothing to someone outside the course", async () => {
    fakeConvex.setQuery(api.announcements.announcements.forCoursePage, null);
    renderPanel();
    await waitFor(() => expect(fakeConvex.lastQueryArgs(api.announcements.announcements.forCoursePage)).toBeDefined());
    expect(screen.queryByRole("heading", { name: "Announcements" })).toBeNull();
  });

  it("says when there are none, and shows a student no managing controls", async () => {
    fakeConvex.setQuery(api.announcements.announcements.forCoursePage, PANEL);
    renderPanel();
    expect(await screen.findByText("No announcements yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New announcement" })).toBeNull();
  });

  it("renders pinned first with safe Markdown, and scheduled ones to managers", async () => {
    fakeConvex.setQuery(api.announcements.announcements.forCoursePage, {
      ...PANEL,
      canManage: true,
      pinned: [{ ...ITEM, _id: "a2" as Id<"announcements">, title: "Exam rules", pinned: true }],
      recent: [ITEM],
      scheduled: [
        { ...ITEM, _id: "a3" as Id<"announcements">, title: "Later", published: false, publishAt: NOW + 3_600_000 },
      ],
    });
    renderPanel();
    const articles = await screen.findAllByRole("article");
    expect(articles.map((article) => within(article).getByRole("heading").textContent)).toEqual([
      "Exam rules",
      "Room change",
      "Later",
    ]);
    expect(within(articles[1]!).getByText("room 12").tagName).toBe("STRONG");
    expect(within(articles[2]!).getByText(/Scheduled for/)).toBeInTheDocument();
    expect(within(articles[0]!).getByRole("button", { name: "Unpin Exam rules" })).toBeInTheDocument();
  });

  it("the form shows each problem under its field and posts nothing until they are fixed", async () => {
    fakeConvex.setQuery(api.announcements.announcements.forCoursePage, { ...PANEL, canManage: true });
    const post = fakeConvex.mutation(api.announcements.announcements.post);
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New announcement" }));
    const form = screen.getByRole("form", { name: "New announcement" });
    await user.click(within(form).getByLabelText("Publish later"));
    await user.type(within(form).getByLabelText("Publish at"), "2000-01-01T09:00");
    await user.click(within(form).getByRole("button", { name: "Schedule" }));
    expect(within(form).getByText(wordMessage(BLANK_TITLE))).toBeInTheDocument();
    expect(within(form).getByText(wordMessage(BLANK_BODY))).toBeInTheDocument();
    expect(within(form).getByText(wordMessage(PUBLISH_AT_PAST))).toBeInTheDocument();
    expect(within(form).getByLabelText("Title")).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.click(within(form).getByLabelText("Publish later"));
    await user.type(within(form).getByLabelText("Title"), "  Exam moved ");
    await user.type(within(form).getByLabelText("Message"), "To Friday.");
    await user.click(within(form).getByLabelText("Pin to the top"));
    await user.click(within(form).getByRole("button", { name: "Post announcement" }));
    expect(post).toHaveBeenCalledWith({ courseId: COURSE, pinned: true, title: "  Exam moved ", body: "To Friday." });
  });
});
