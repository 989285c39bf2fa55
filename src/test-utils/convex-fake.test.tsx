import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useConvexAuth, useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { fakeConvex } from "./convex-fake";

function CourseName({ courseId }: { courseId: string }) {
  const course = useQuery(api.courses.courses.get, { courseId });
  return <p>{course === undefined ? "loading" : course.name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Catalogue() {
  const { results, status, loadMore } = usePaginatedQuery(api.courses.courses.list, {}, { initialNumItems: 2 });
  return (
    <>
      <p>
        {status}: {results.length}
      </p>
      <button onClick={() => loadMore(5)}>more</button>
    </>
  );
}

function Tick() {
  const setComplete = useMutation(api.courses.enrollments.setLessonComplete).withOptimisticUpdate(() => {});
  const lessonId = "l1" as Id<"lessons">;
  return <button onClick={() => void setComplete({ courseId: "c1", lessonId, complete: true })}>tick</button>;
}

function AuthState() {
  const { isAuthenticated } = useConvexAuth();
  return <p>{isAuthenticated ? "signed in" : "signed out"}</p>;
}

describe("fakeConvex", () => {
  it("answers useQuery by function, records the args and updates rendered components", () => {
    render(<CourseName courseId="c1" />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.courses.courses.get)).toEqual({ courseId: "c1" });

    fakeConvex.setQuery(api.courses.courses.get, { name: "Java" });
    expect(screen.getByText("Java")).toBeInTheDocument();
  });

  it("forgets the previous test's answers", () => {
    render(<CourseName courseId="c1" />);
    expect(screen.getByText("loading")).toBeInTheDocument();
  });

  it("throws an Error answer from useQuery", () => {
    fakeConvex.setQuery(api.courses.courses.get, new ConvexError("Course not found"));
    // React logs the error the boundary catches.
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Boundary>
          <CourseName courseId="nope" />
        </Boundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByText("failed: Course not found")).toBeInTheDocument();
  });

  it("pages: loading first, then the set page, with a loadMore spy", async () => {
    render(<Catalogue />);
    expect(screen.getByText("LoadingFirstPage: 0")).toBeInTheDocument();

    fakeConvex.setPaginatedQuery(api.courses.courses.list, { results: [{}, {}], status: "CanLoadMore" });
    expect(screen.getByText("CanLoadMore: 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "more" }));
    expect(fakeConvex.loadMore(api.courses.courses.list)).toHaveBeenCalledWith(5);
  });

  it("records mutations called through withOptimisticUpdate on the same spy", async () => {
    render(<Tick />);
    await userEvent.click(screen.getByRole("button", { name: "tick" }));
    expect(fakeConvex.mutation(api.courses.enrollments.setLessonComplete)).toHaveBeenCalledWith({
      courseId: "c1",
      lessonId: "l1",
      complete: true,
    });
    await expect(
      fakeConvex.mutation(api.courses.enrollments.setLessonComplete).mock.results[0].value,
    ).resolves.toBeNull();
  });

  it("reports the auth state it is given", () => {
    render(<AuthState />);
    expect(screen.getByText("signed in")).toBeInTheDocument();
    fakeConvex.setAuth({ isLoading: false, isAuthenticated: false });
    expect(screen.getByText("signed out")).toBeInTheDocument();
  });
});
