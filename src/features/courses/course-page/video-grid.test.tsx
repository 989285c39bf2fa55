import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { VideoGrid } from "./video-grid";

describe("VideoGrid", () => {
  it("shows each video nobody renamed as 'Video N' with '{course} Video N' and a playable video", () => {
    fakeConvex.setQuery(api.courses.videos.list, [
      {
        _id: "v1",
        position: 1,
        title: null,
        courseName: "Java",
        url: "http://x/1.mp4",
        contentType: "video/mp4",
        usedBy: [],
      },
      {
        _id: "v2",
        position: 2,
        title: null,
        courseName: "Java",
        url: "http://x/2.webm",
        contentType: "video/webm",
        usedBy: [],
      },
    ]);
    const { container } = render(<VideoGrid courseId="c1" />);

    expect(fakeConvex.lastQueryArgs(api.courses.videos.list)).toEqual({ courseId: "c1" });
    expect(screen.getByRole("heading", { name: "Video 1" })).toBeInTheDocument();
    expect(screen.getByText("Java Video 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Video 2" })).toBeInTheDocument();
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(2);
    expect(videos[0]).toHaveAttribute("src", "http://x/1.mp4");
    expect(videos[0]).toHaveAttribute("controls");
    expect(videos[0]).toHaveAttribute("preload", "metadata");
  });

  it("shows the empty text when there are no videos", () => {
    fakeConvex.setQuery(api.courses.videos.list, []);
    render(<VideoGrid courseId="c1" />);
    expect(screen.getByText("No videos available")).toBeInTheDocument();
    expect(screen.getByText("Please wait, your videos will be available soon")).toBeInTheDocument();
  });

  it("shows the wait text with a spinner while loading", () => {
    render(<VideoGrid courseId="c1" />);
    expect(screen.getByText("Please wait, your videos will be available soon")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading videos" })).toBeInTheDocument();
    expect(screen.queryByText("No videos available")).not.toBeInTheDocument();
  });
});

type Use = { _id: Id<"lessons">; title: string };

/** A video of the course "Java"; `null`: never renamed, shown as "Video {position}". */
function video(id: string, position: number, title: string | null, usedBy: Use[] = []) {
  return {
    _id: id as Id<"videos">,
    position,
    title,
    courseName: "Java",
    url: `http://x/${id}.mp4`,
    contentType: "video/mp4",
    usedBy,
  };
}

const INTRO = { _id: "l1" as Id<"lessons">, title: "Intro" };
const LOOPS = { _id: "l2" as Id<"lessons">, title: "Loops" };

// The manager's card is fetched ahead (as a first render would) so that no test waits for its compilation.
beforeAll(async () => {
  await import("./video-card-manager");
});

// jsdom has no modal dialogs: enough of one for the confirmation (open while shown).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

/**
 * The grid as the course's teacher sees it, once each card's controls are in: they load on demand
 * (React.lazy, video-card-manager.tsx), the same card without them showing until then.
 */
async function renderForManager() {
  render(<VideoGrid courseId="c1" canManage />);
  await waitFor(() => {
    for (const card of screen.getAllByRole("article")) {
      expect(within(card).queryAllByRole("button")).not.toHaveLength(0);
    }
  });
}

function titles() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

describe("VideoGrid for the course's teacher", () => {
  it("students get no controls and no uses", () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null)]);
    render(<VideoGrid courseId="c1" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByText(/used by/i)).not.toBeInTheDocument();
  });

  it("says where each video is used", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null, [INTRO, LOOPS]), video("v2", 2, null)]);
    await renderForManager();
    expect(screen.getByText("Used by the lessons “Intro”, “Loops”.")).toBeInTheDocument();
    expect(screen.getByText("Not used by any lesson.")).toBeInTheDocument();
  });

  it("renames inline: Enter saves the trimmed name, Escape keeps the old one; focus returns to Rename", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null), video("v2", 2, null)]);
    const user = userEvent.setup();
    await renderForManager();

    await user.click(screen.getByRole("button", { name: "Rename “Video 2”" }));
    const input = screen.getByRole("textbox", { name: "New name for Video 2" });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, "  Hooks {Enter}");
    expect(fakeConvex.mutation(api.courses.videos.rename)).toHaveBeenCalledWith({ videoId: "v2", title: "Hooks" });
    expect(screen.getByRole("button", { name: "Rename “Video 2”" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Rename “Video 1”" }));
    await user.type(screen.getByRole("textbox", { name: "New name for Video 1" }), " again{Escape}");
    expect(fakeConvex.mutation(api.courses.videos.rename)).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rename “Video 1”" })).toHaveFocus();
  });

  it("a blank or too long name is refused with the shared message, before the server", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null)]);
    const user = userEvent.setup();
    await renderForManager();
    await user.click(screen.getByRole("button", { name: "Rename “Video 1”" }));
    const input = screen.getByRole("textbox", { name: "New name for Video 1" });
    await user.clear(input);
    await user.type(input, "   {Enter}");
    expect(await screen.findByText("Video title is required.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Video title is required.");
    expect(input).toHaveAttribute("maxLength", String(TEXT_LIMITS.videoTitle));
    expect(fakeConvex.mutation(api.courses.videos.rename)).not.toHaveBeenCalled();
  });

  it("moves with the arrow buttons: the list updates, focus follows the video, the move is announced", async () => {
    const [a, b, c] = [video("v1", 1, "Intro"), video("v2", 2, null), video("v3", 3, null)];
    fakeConvex.setQuery(api.courses.videos.list, [a, b, c]);
    fakeConvex.mutation(api.courses.videos.move).mockImplementation(async () => {
      fakeConvex.setQuery(api.courses.videos.list, [video("v2", 1, null), video("v1", 2, "Intro"), c]);
      return null;
    });
    const user = userEvent.setup();
    await renderForManager();
    expect(screen.getByRole("button", { name: "Move “Intro” up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “Video 3” down" })).toBeDisabled();

    screen.getByRole("button", { name: "Move “Intro” down" }).focus();
    await user.keyboard("{Enter}");
    expect(fakeConvex.mutation(api.courses.videos.move)).toHaveBeenCalledWith({ videoId: "v1", to: "down" });
    expect(titles()).toEqual(["Video 1", "Intro", "Video 3"]);
    expect(screen.getByRole("button", { name: "Move “Intro” down" })).toHaveFocus();
    expect(screen.getByText("“Intro” moved to position 2 of 3.")).toBeInTheDocument();
  });

  it("focus moves to the other arrow when the video reaches the top", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null), video("v2", 2, null)]);
    fakeConvex.mutation(api.courses.videos.move).mockImplementation(async () => {
      fakeConvex.setQuery(api.courses.videos.list, [video("v2", 1, null), video("v1", 2, null)]);
      return null;
    });
    const user = userEvent.setup();
    await renderForManager();
    await user.click(screen.getByRole("button", { name: "Move “Video 2” up" }));
    const [first] = screen.getAllByRole("article");
    expect(within(first).getByRole("button", { name: "Move “Video 1” down" })).toHaveFocus();
  });

  it("deletes after a confirmation, and announces it", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null), video("v2", 2, "Outro")]);
    fakeConvex.mutation(api.courses.videos.remove).mockImplementation(async () => {
      fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null)]);
      return null;
    });
    const user = userEvent.setup();
    await renderForManager();
    await user.click(screen.getByRole("button", { name: "Delete “Outro”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Outro”?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep" }));
    expect(fakeConvex.mutation(api.courses.videos.remove)).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete “Outro”" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete video" }));
    expect(fakeConvex.mutation(api.courses.videos.remove)).toHaveBeenCalledWith({ videoId: "v2" });
    expect(titles()).toEqual(["Video 1"]);
    expect(screen.getByText("“Outro” deleted.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Videos" })).toHaveFocus();
  });

  it("a video lessons use says where and offers no delete", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null, [INTRO, LOOPS])]);
    const user = userEvent.setup();
    await renderForManager();
    await user.click(screen.getByRole("button", { name: "Delete “Video 1”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Video 1”?" });
    expect(dialog).toHaveAccessibleDescription("Used by the lessons “Intro”, “Loops”: remove it there first.");
    expect(within(dialog).queryByRole("button", { name: "Delete video" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(fakeConvex.mutation(api.courses.videos.remove)).not.toHaveBeenCalled();
  });

  it("a renamed video shows its name; one nobody renamed starts renaming from 'Video N'", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, "Welcome"), video("v2", 2, null, [INTRO])]);
    const user = userEvent.setup();
    await renderForManager();
    expect(titles()).toEqual(["Welcome", "Video 2"]);
    expect(screen.getByText("Java Welcome")).toBeInTheDocument();
    expect(screen.getByText("Used by the lesson “Intro”.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rename “Video 2”" }));
    const input = screen.getByRole("textbox", { name: "New name for Video 2" });
    expect(input).toHaveValue("Video 2");
    // Saved unchanged, the shown name is no new name.
    await user.type(input, "{Enter}");
    expect(fakeConvex.mutation(api.courses.videos.rename)).not.toHaveBeenCalled();
  });

  it("words a video's default name and the lessons that use it in the reader's language", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null, [INTRO, LOOPS])]);
    await activateLanguage("es");
    try {
      const user = userEvent.setup();
      await renderForManager();
      expect(titles()).toEqual(["Vídeo 1"]);
      expect(screen.getByText("Java Vídeo 1")).toBeInTheDocument();
      expect(screen.getByText("Lo usan las lecciones «Intro» y «Loops».")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Eliminar «Vídeo 1»" }));
      expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
        "Lo usan las lecciones «Intro» y «Loops»: primero quítalo de ahí.",
      );
    } finally {
      await activateLanguage("en");
    }
  });

  it("a refused rename shows the server's reason at the input", async () => {
    fakeConvex.setQuery(api.courses.videos.list, [video("v1", 1, null)]);
    fakeConvex
      .mutation(api.courses.videos.rename)
      .mockRejectedValue(new ConvexError({ code: "NOT_FOUND", message: "That video was not found." }));
    const user = userEvent.setup();
    await renderForManager();
    await user.click(screen.getByRole("button", { name: "Rename “Video 1”" }));
    await user.type(screen.getByRole("textbox", { name: "New name for Video 1" }), "!{Enter}");
    expect(await screen.findByText("That video was not found.")).toBeInTheDocument();
  });
});
