import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { VideoGrid } from "./video-grid";

describe("VideoGrid", () => {
  it("shows each video as 'Video N' with '{course} Video N' and a playable video", () => {
    fakeConvex.setQuery(api.courses.videos.list, [
      {
        _id: "v1",
        position: 1,
        title: "Video 1",
        description: "Java Video 1",
        url: "http://x/1.mp4",
        contentType: "video/mp4",
      },
      {
        _id: "v2",
        position: 2,
        title: "Video 2",
        description: "Java Video 2",
        url: "http://x/2.webm",
        contentType: "video/webm",
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
