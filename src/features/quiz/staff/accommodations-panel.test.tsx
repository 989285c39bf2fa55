import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AccommodationsPanel } from "./accommodations-panel";
import { courseId } from "./fixtures";

const setAllowance = fakeConvex.mutation(api.quiz.quizAccommodations.set);

async function renderPanel() {
  const user = userEvent.setup();
  renderRoute(<AccommodationsPanel courseId={courseId} />, { path: "/quizbank" });
  await screen.findByRole("heading", { name: "Extra time" });
  return user;
}

const rows = [
  { studentId: "s1", studentName: "Ana Lima", allowance: "standard" },
  { studentId: "s2", studentName: "Bo Chen", allowance: "x2" },
];

describe("AccommodationsPanel", () => {
  it("shows a skeleton while loading, then an empty state with no students", async () => {
    await renderPanel();
    expect(screen.getByLabelText("Loading the students")).toHaveAttribute("aria-busy", "true");
    fakeConvex.setQuery(api.quiz.quizAccommodations.list, []);
    expect(await screen.findByText("No students enrolled yet")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.quiz.quizAccommodations.list)).toEqual({ courseId: "c1" });
  });

  it("lists each student with their allowance and the four choices", async () => {
    fakeConvex.setQuery(api.quiz.quizAccommodations.list, rows);
    await renderPanel();
    expect(screen.getByLabelText("Ana Lima")).toHaveValue("standard");
    expect(screen.getByLabelText("Bo Chen")).toHaveValue("x2");
    expect(
      within(screen.getByLabelText("Ana Lima"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Standard", "1.5× time", "2× time", "Untimed"]);
  });

  it("sets a student's allowance and says so", async () => {
    fakeConvex.setQuery(api.quiz.quizAccommodations.list, rows);
    const user = await renderPanel();
    await user.selectOptions(screen.getByLabelText("Ana Lima"), "1.5× time");
    expect(setAllowance).toHaveBeenCalledWith({ courseId: "c1", studentId: "s1", allowance: "x1.5" });
    expect(await screen.findByText("Ana Lima now has 1.5× time")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Bo Chen"), "Standard");
    expect(setAllowance).toHaveBeenLastCalledWith({ courseId: "c1", studentId: "s2", allowance: "standard" });
    expect(await screen.findByText("Bo Chen now has the standard time")).toBeInTheDocument();
  });

  it("shows the server's reason and the student's allowance as it was when refused", async () => {
    fakeConvex.setQuery(api.quiz.quizAccommodations.list, rows);
    setAllowance.mockRejectedValue(
      new ConvexError({ code: "NOT_FOUND", message: "That student is not enrolled in this course." }),
    );
    const user = await renderPanel();
    await user.selectOptions(screen.getByLabelText("Bo Chen"), "Untimed");
    expect(await screen.findByText("That student is not enrolled in this course.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Bo Chen")).toHaveValue("x2"));
  });
});
