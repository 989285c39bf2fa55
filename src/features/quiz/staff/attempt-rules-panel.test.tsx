import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AttemptRulesPanel } from "./attempt-rules-panel";
import { bank, courseId } from "./fixtures";

const setRules = fakeConvex.mutation(api.quiz.quizBank.setRules);

async function renderPanel() {
  const user = userEvent.setup();
  renderRoute(<AttemptRulesPanel courseId={courseId} />, { path: "/quizbank" });
  await screen.findByRole("heading", { name: "Attempts" });
  return user;
}

const OPEN = { maxAttempts: null, cooldownMinutes: 0, maxAttemptsLimit: 20 };

describe("AttemptRulesPanel", () => {
  it("loads, then shows the rules; no limit means only the first attempt counts", async () => {
    await renderPanel();
    expect(screen.getByLabelText("Loading the attempt rules")).toHaveAttribute("aria-busy", "true");
    fakeConvex.setQuery(api.quiz.quizBank.rules, OPEN);
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    expect(await screen.findByLabelText("Attempts per student")).toHaveValue("none");
    expect(screen.getByLabelText("Wait between attempts")).toHaveValue("0");
    expect(screen.getByText("Towards the certificate, only a student's first attempt counts.")).toBeInTheDocument();
    // Three questions: every retake repeats them, and the teacher is told.
    expect(screen.getByText(/every attempt asks all of them/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save attempt rules" })).toBeDisabled();
  });

  it("saves a limit and a cool-down", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.rules, OPEN);
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    setRules.mockResolvedValue(null);
    const user = await renderPanel();
    await user.selectOptions(await screen.findByLabelText("Attempts per student"), "3");
    await user.selectOptions(screen.getByLabelText("Wait between attempts"), "2 hours");
    expect(screen.getByText(/each of these attempts counts/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save attempt rules" }));
    expect(setRules).toHaveBeenCalledWith({ courseId, maxAttempts: 3, cooldownMinutes: 120 });
    expect(await screen.findByText("Attempt rules saved")).toBeInTheDocument();
  });
});
