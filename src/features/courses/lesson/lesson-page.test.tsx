import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/lib/i18n";
import { LessonPage } from "./lesson-page";

/** Never renamed: the page calls it "Video 1" after its place. */
const VIDEO = {
  _id: "v1",
  title: null,
  position: 1,
  url: "/samples/videos/python.webm",
  contentType: "video/webm",
};

function view(overrides: Record<string, unknown> = {}) {
  return {
    courseId: "c1",
    courseName: "Python Course",
    canManage: false,
    enrolled: true,
    lesson: { _id: "l2", title: "Variables", number: 2, total: 10 },
    previous: { _id: "l1", title: "Setting up" },
    next: { _id: "l3", title: "Lists" },
    content: {
      body: "## Values\n\nA **variable** names a value.",
      video: VIDEO,
      attachments: [
        {
          _id: "f1",
          name: "cheatsheet.pdf",
          size: 2048,
          contentType: "application/pdf",
          url: "https://files.example/f1",
        },
      ],
    },
    publishedAt: 1,
    draftPending: false,
    completed: false,
    completable: true,
    ...overrides,
  };
}

function setup() {
  const user = userEvent.setup();
  renderRoute(<LessonPage courseId="c1" lessonId="l2" />, { path: "/lesson" });
  return user;
}

/** jsdom has no media pipeline: the video's length and clock are set by hand. */
function loadVideo(duration: number) {
  const video = screen.getByLabelText("Python Course, lesson 2: Variables") as HTMLVideoElement;
  let time = 0;
  Object.defineProperty(video, "duration", { configurable: true, get: () => duration });
  Object.defineProperty(video, "currentTime", { configurable: true, get: () => time, set: (t: number) => (time = t) });
  fireEvent(video, new Event("loadedmetadata"));
  return { video, at: (t: number) => (time = t), time: () => time };
}

describe("LessonPage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.lessonContent.view, view());
    fakeConvex.setQuery(api.courses.lessonPlayback.get, null);
  });

  it("shows the lesson's text, video and files, with Previous and Next", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Variables" })).toBeInTheDocument();
    expect(screen.getByText("Lesson 2 of 10")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Values" })).toBeInTheDocument();
    expect(screen.getByLabelText("Python Course, lesson 2: Variables")).toHaveAttribute("src", VIDEO.url);
    expect(screen.getByRole("link", { name: /cheatsheet\.pdf/ })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Previous lesson: Setting up" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/lessons/l1",
    );
    expect(screen.getByRole("link", { name: "Next lesson: Lists" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/lessons/l3",
    );
    expect(screen.queryByRole("link", { name: "Edit lesson" })).not.toBeInTheDocument();
  });

  it("names a video nobody renamed after its place, in the reader's language, and a renamed one by its name", async () => {
    setup();
    await screen.findByRole("heading", { level: 1, name: "Variables" });
    const figure = screen.getByLabelText("Python Course, lesson 2: Variables").closest("figure")!;
    expect(figure.querySelector("figcaption")).toHaveTextContent("Video 1");
    expect(screen.getByRole("link", { name: "Download Video 1" })).toHaveAttribute("href", VIDEO.url);

    await activateLanguage("es");
    try {
      await waitFor(() => expect(figure.querySelector("figcaption")).toHaveTextContent("Vídeo 1"));
      expect(screen.getByRole("link", { name: "Descargar Vídeo 1" })).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }

    fakeConvex.setQuery(
      api.courses.lessonContent.view,
      view({ content: { ...view().content, video: { ...VIDEO, title: "Welcome" } } }),
    );
    await waitFor(() => expect(figure.querySelector("figcaption")).toHaveTextContent("Welcome"));
    expect(screen.getByRole("link", { name: "Download Welcome" })).toBeInTheDocument();
  });

  it("Mark complete calls the course progress mutation; a completed lesson can be unmarked", async () => {
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Mark complete" }));
    expect(fakeConvex.mutation(api.courses.enrollments.setLessonComplete)).toHaveBeenCalledWith({
      courseId: "c1",
      lessonId: "l2",
      complete: true,
    });
    fakeConvex.setQuery(api.courses.lessonContent.view, view({ completed: true }));
    await user.click(await screen.findByRole("button", { name: "Completed: mark as not complete" }));
    expect(fakeConvex.mutation(api.courses.enrollments.setLessonComplete)).toHaveBeenLastCalledWith({
      courseId: "c1",
      lessonId: "l2",
      complete: false,
    });
  });

  it("a lesson with nothing published to read offers no Mark complete (ADR 0076)", async () => {
    fakeConvex.setQuery(api.courses.lessonContent.view, view({ content: null, publishedAt: null, completable: false }));
    setup();
    expect(await screen.findByText("Nothing to read yet, so nothing to complete.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark complete" })).not.toBeInTheDocument();
  });

  it("resumes where the student left off, and stores the position on pause", async () => {
    fakeConvex.setQuery(api.courses.lessonPlayback.get, { videoId: "v1", seconds: 7 });
    const user = setup();
    await screen.findByRole("heading", { level: 1, name: "Variables" });
    const player = loadVideo(12);
    await waitFor(() => expect(player.time()).toBe(7));
    expect(screen.getByText("Resumed where you left off (0:07).")).toBeInTheDocument();

    player.at(9.4);
    fireEvent(player.video, new Event("pause"));
    expect(fakeConvex.mutation(api.courses.lessonPlayback.save)).toHaveBeenCalledWith({
      courseId: "c1",
      lessonId: "l2",
      videoId: "v1",
      seconds: 9.4,
    });
    await user.click(screen.getByRole("button", { name: "Start from the beginning" }));
    expect(player.time()).toBe(0);
    // Read once: its own saves must not re-run the stored position (issue 16).
    expect(fakeConvex.lastQueryArgs(api.courses.lessonPlayback.get)).toBe("skip");
  });

  it("starts from the beginning when the stored position was the end or another video", async () => {
    fakeConvex.setQuery(api.courses.lessonPlayback.get, { videoId: "v1", seconds: 11.5 });
    setup();
    await screen.findByRole("heading", { level: 1, name: "Variables" });
    const player = loadVideo(12);
    await waitFor(() => expect(screen.queryByText(/Resumed where/)).not.toBeInTheDocument());
    expect(player.time()).toBe(0);
  });

  it("saves at most once a minute while playing, and at once when the page is hidden", async () => {
    setup();
    await screen.findByRole("heading", { level: 1, name: "Variables" });
    const player = loadVideo(120);
    await waitFor(() => expect(player.time()).toBe(0));
    const save = fakeConvex.mutation(api.courses.lessonPlayback.save);
    for (let t = 1; t <= 5; t++) {
      player.at(t);
      fireEvent(player.video, new Event("timeupdate"));
    }
    expect(save).toHaveBeenCalledTimes(1);
    player.at(9);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      fireEvent(document, new Event("visibilitychange"));
    } finally {
      visibility.mockRestore();
    }
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 9 }));
  });

  it("tells a student who is not enrolled to enrol first", async () => {
    fakeConvex.setQuery(
      api.courses.lessonContent.view,
      new ConvexError({ code: "FORBIDDEN", message: "Enrol in this course to open its lessons." }),
    );
    fakeConvex.setQuery(api.courses.courses.get, { _id: "c1", name: "Python Course" });
    setup();
    expect(
      await screen.findByRole("heading", { name: "Enrol in Python Course to open its lessons" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enrol in this course" })).toHaveAttribute(
      "href",
      "/courseoverview/c1/Python%20Course",
    );
  });

  it("shows the teacher the editor link and a waiting draft; nothing published yet", async () => {
    fakeConvex.setQuery(
      api.courses.lessonContent.view,
      view({ canManage: true, enrolled: false, content: null, draftPending: true }),
    );
    setup();
    expect(await screen.findByRole("link", { name: "Edit lesson" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/lessons/l2/edit",
    );
    expect(screen.getByText(/saved changes that students do not see yet/)).toBeInTheDocument();
    expect(screen.getByText("Nothing to read here yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark complete" })).not.toBeInTheDocument();
  });
});
