import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { renderRoute } from "@/test-utils/render-route";
import { ItemAnalysisView, type ItemAnalysisData } from "./item-analysis-view";

type Item = ItemAnalysisData["items"][number];

const item = (position: number, overrides: Partial<Item> = {}): Item => ({
  position,
  questionKey: `q${position}`,
  question: `Question ${position}?`,
  kind: "single",
  rightAnswer: { text: "[1, 2]" },
  answers: 6,
  timedOut: 0,
  meanCredit: 0.5,
  medianMs: 12_500,
  mostWrong: { answer: { text: "(1, 2)" }, count: 3 },
  discrimination: 0.62,
  discriminationAnswers: 6,
  ...overrides,
});

const data: ItemAnalysisData = {
  courseName: "Rust",
  answersRead: 12,
  window: 500,
  items: [
    item(1),
    item(2, {
      kind: "text",
      rightAnswer: { text: "Paris" },
      meanCredit: 0.25,
      timedOut: 1,
      mostWrong: null,
      discrimination: -0.4,
    }),
  ],
};

function renderView(value: ItemAnalysisData) {
  renderRoute(<ItemAnalysisView data={value} courseId="c1" />, { path: "/quizanalysis" });
}

/** The cells of question `number`'s row (right answer, answers, share, median, most wrong, discrimination). */
function cellsOf(number: number): (string | null)[] {
  const table = screen.getByRole("table", { name: /./ });
  const row = within(table)
    .getByRole("rowheader", { name: new RegExp(`Question ${number}\\?`) })
    .closest("tr") as HTMLElement;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("ItemAnalysisView", () => {
  it("tells what the figures are based on, how discrimination is measured, and every figure in a table", async () => {
    renderView(data);
    expect(await screen.findByText("Based on all 12 answers to this quiz.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Discrimination: Item–rest correlation/ })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Item analysis per question" });
    const first = within(table)
      .getByRole("rowheader", { name: /Question 1\?/ })
      .closest("tr") as HTMLElement;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["[1, 2]", "6", "50%", "12.5 s", "(1, 2) (3×)", "0.62Separates well"]);
    const second = within(table)
      .getByRole("rowheader", { name: /Question 2\?/ })
      .closest("tr") as HTMLElement;
    expect(second).toHaveTextContent("Short text answer");
    expect(second).toHaveTextContent("1 timed out");
    expect(second).toHaveTextContent("−0.40Check the key");
  });

  it("words a true/false key and wrong answer in the reader's language, and an option the question lost by its number", async () => {
    const trueFalse = item(3, {
      kind: "truefalse",
      rightAnswer: { option: 2 },
      mostWrong: { answer: { option: 1 }, count: 4 },
    });
    const lost = item(4, { mostWrong: { answer: { option: 5 }, count: 2 } });
    renderView({ ...data, items: [trueFalse, lost] });
    await screen.findByRole("table");
    expect(cellsOf(3)[0]).toBe("False");
    expect(cellsOf(3)[4]).toBe("True (4×)");
    expect(cellsOf(4)[4]).toBe("Option 5 (2×)");

    await act(() => activateLanguage("es"));
    expect(cellsOf(3)[0]).toBe("Falso");
    expect(cellsOf(3)[4]).toBe("Verdadero (4×)");
    expect(cellsOf(4)[4]).toBe("Opción 5 (2×)");
  });

  it("writes a number question's key and wrong number in the reader's digits", async () => {
    const numeric = item(5, {
      kind: "numeric",
      rightAnswer: { number: 3.14, tolerance: 0.005 },
      mostWrong: { answer: { number: 3.2 }, count: 2 },
    });
    const exact = item(6, { kind: "numeric", rightAnswer: { number: 1000, tolerance: 0 }, mostWrong: null });
    renderView({ ...data, items: [numeric, exact] });
    await screen.findByRole("table");
    expect(cellsOf(5)[0]).toBe("3.14 ± 0.005");
    expect(cellsOf(5)[4]).toBe("3.2 (2×)");
    expect(cellsOf(6)[0]).toBe("1000");

    await act(() => activateLanguage("es"));
    expect(cellsOf(5)[0]).toBe("3,14 ± 0,005");
    expect(cellsOf(5)[4]).toBe("3,2 (2×)");
    expect(cellsOf(6)[0]).toBe("1000");
  });

  it("names each chart by its lowest and highest question for screen readers", async () => {
    renderView(data);
    expect(
      await screen.findByRole("img", {
        name: "Share correct per question. Lowest: Q2 (25%). Highest: Q1 (50%). Every figure is in the table below.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^Discrimination per question. Lowest: Q2 \(−0.40\)/ })).toBeInTheDocument();
  });

  it("says the window when there are more answers than it reads", async () => {
    renderView({ ...data, answersRead: 500 });
    expect(await screen.findByText("Based on the latest 500 answers to this quiz.")).toBeInTheDocument();
  });

  it("No answers yet", async () => {
    renderView({ ...data, answersRead: 0 });
    expect(await screen.findByRole("heading", { name: "No answers yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a course without questions of its own links to the quiz bank", async () => {
    renderView({ ...data, answersRead: 0, items: [] });
    expect(
      await screen.findByRole("heading", { name: "This course has no questions of its own yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Write questions" })).toHaveAttribute("href", "/quizbank?course=c1");
  });
});
