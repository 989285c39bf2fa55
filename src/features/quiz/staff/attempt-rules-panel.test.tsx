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
  await screen.findByRole("heading", { name: "Quiz settings" });
  return user;
}

const OPEN = {
  maxAttempts: null,
  cooldownMinutes: 0,
  passPercent: 70,
  requiredForCertificate: true,
  drawTags: [],
  maxAttemptsLimit: 20,
  bankTags: [
    { tag: "loops", questions: 2 },
    { tag: "syntax", questions: 1 },
  ],
};

describe("AttemptRulesPanel", () => {
  it("loads, then shows the settings; no limit means only the first attempt counts", async () => {
    await renderPanel();
    expect(screen.getByLabelText("Loading the attempt rules")).toHaveAttribute("aria-busy", "true");
    fakeConvex.setQuery(api.quiz.quizBank.rules, OPEN);
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    expect(await screen.findByLabelText("Attempts per student")).toHaveValue("none");
    expect(screen.getByLabelText("Wait between attempts")).toHaveValue("0");
    expect(screen.getByLabelText("Pass mark (%)")).toHaveValue(70);
    expect(screen.getByRole("checkbox", { name: /The certificate needs this quiz/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /loops/ })).not.toBeChecked();
    expect(screen.getByText("None ticked: attempts draw from the whole bank.")).toBeInTheDocument();
    expect(screen.getByText("Towards the certificate, only a student's first attempt counts.")).toBeInTheDocument();
    // Three questions: every retake repeats them, and the teacher is told.
    expect(screen.getByText(/every attempt asks all of them/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save quiz settings" })).toBeDisabled();
  });

  it("saves a limit, a cool-down, a pass mark, the certificate switch and a tag to draw from", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.rules, OPEN);
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    setRules.mockResolvedValue(null);
    const user = await renderPanel();
    await user.selectOptions(await screen.findByLabelText("Attempts per student"), "3");
    await user.selectOptions(screen.getByLabelText("Wait between attempts"), "2 hours");
    await user.clear(screen.getByLabelText("Pass mark (%)"));
    await user.type(screen.getByLabelText("Pass mark (%)"), "80");
    await user.click(screen.getByRole("checkbox", { name: /The certificate needs this quiz/ }));
    await user.click(screen.getByRole("checkbox", { name: /loops/ }));
    expect(screen.getByText(/each of these attempts counts/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save quiz settings" }));
    expect(setRules).toHaveBeenCalledWith({
      courseId,
      maxAttempts: 3,
      cooldownMinutes: 120,
      passPercent: 80,
      requiredForCertificate: false,
      drawTags: ["loops"],
    });
    expect(await screen.findByText("Quiz settings saved")).toBeInTheDocument();
  });

  it("refuses a pass mark out of range on its field, focused, without calling the server", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.rules, OPEN);
    fakeConvex.setQuery(api.quiz.quizBank.get, bank());
    const user = await renderPanel();
    const passMark = await screen.findByLabelText("Pass mark (%)");
    await user.clear(passMark);
    await user.type(passMark, "120");
    await user.click(screen.getByRole("button", { name: "Save quiz settings" }));
    expect(await screen.findByText("The pass mark can be at most 100%.")).toBeInTheDocument();
    expect(passMark).toHaveFocus();
    expect(passMark).toHaveAttribute("aria-invalid", "true");
    expect(setRules).not.toHaveBeenCalled();
  });

  it("a course with neither its own questions nor a SPEC bank of its name: the shared quiz is practice only", async () => {
    fakeConvex.setQuery(api.quiz.quizBank.rules, { ...OPEN, bankTags: [] });
    fakeConvex.setQuery(api.quiz.quizBank.get, bank({ own: false, courseName: "Data Science", questions: [] }));
    await renderPanel();
    expect(await screen.findByText(/for practice only: it never counts towards the certificate/)).toBeInTheDocument();
    expect(screen.getByText(/No question has a tag yet/)).toBeInTheDocument();
  });
});
