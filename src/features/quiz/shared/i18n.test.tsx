/** The quiz in Spanish and Arabic (issue #33): plurals, durations and waits follow the language. */
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { OVERVIEW } from "../student/fixtures";
import { RulesList, type QuizOverview } from "../student/rules-list";
import { keyed } from "@convex/shared/messages";
import { questionRule, type Solution } from "@convex/shared/questionTypes";
import { formatDuration } from "./format";
import { rich } from "./rich";
import { cooldownText, multipleCreditRule, ruleText, solutionWords, waitText } from "./words";

afterEach(async () => {
  await activateLanguage("en");
});

describe("the quiz in another language", () => {
  it("says durations and waits in Spanish", async () => {
    await activateLanguage("es");
    expect(formatDuration(8_449)).toBe("8,4 s");
    expect(formatDuration(125_000)).toBe("2 min 05 s");
    expect(waitText(90 * 60_000)).toBe("1 hora y 30 minutos");
    expect(cooldownText(0)).toBe("sin espera");
  });

  it("states a question's rule from the server's key, its numbers in the reader's digits", async () => {
    const within = questionRule({ kind: "numeric", value: 8, tolerance: 0.5 })!;
    expect(ruleText(within)).toBe("Answers within ±0.5 count as right.");
    expect(ruleText(questionRule({ kind: "numeric", value: 8, tolerance: 0 })!)).toBe("Give the exact number.");
    expect(ruleText(questionRule({ kind: "multiple", answers: [1] })!)).toBe(multipleCreditRule());
    expect(ruleText(keyed("server.quiz.ruleNumericWithin", { tolerance: 1000 }))).toContain("±1000 ");
    await activateLanguage("es");
    expect(ruleText(within)).toBe("Las respuestas a ±0,5 o menos cuentan como correctas.");
    expect(multipleCreditRule()).toMatch(/^Cada opción correcta que marques/);
    await activateLanguage("ar");
    expect(ruleText(within)).toBe("تُعدّ الإجابات ضمن ±0.5 صحيحة.");
  });

  it("says a question's key with True/False and numbers in the reader's language, the teacher's words as they are", async () => {
    const key = (options: string[], solution: Solution) => ({ options, solution });
    const trueFalse = key(["True", "False"], { kind: "truefalse", answer: 2 });
    const numeric = key([], { kind: "numeric", value: 8.25, tolerance: 0.5 });
    const exact = key([], { kind: "numeric", value: 1000, tolerance: 0 });
    const text = key([], { kind: "text", accepted: ["Paris", "paris, France"] });
    const multiple = key(["int", "String", "char"], { kind: "multiple", answers: [1, 3] });
    expect(solutionWords(trueFalse)).toBe("False");
    expect(solutionWords(numeric)).toBe("8.25 ± 0.5");
    expect(solutionWords(exact)).toBe("1000");
    expect(solutionWords(text)).toBe("Paris / paris, France");
    expect(solutionWords(multiple)).toBe("int; char");
    await activateLanguage("es");
    expect(solutionWords(trueFalse)).toBe("Falso");
    expect(solutionWords(numeric)).toBe("8,25 ± 0,5");
    expect(solutionWords(exact)).toBe("1000");
    await activateLanguage("ar");
    expect(solutionWords(trueFalse)).toBe("خطأ");
  });

  it("stresses the <b> parts of a message, keeping the words around them", () => {
    const { container } = render(<p>{rich("You may take this quiz <b>twice</b>: <b>1 attempt left</b>.")}</p>);
    expect(container.textContent).toBe("You may take this quiz twice: 1 attempt left.");
    expect([...container.querySelectorAll("strong")].map((node) => node.textContent)).toEqual([
      "twice",
      "1 attempt left",
    ]);
  });

  it("uses Arabic's plural forms", async () => {
    await activateLanguage("ar");
    expect(waitText(60_000)).toBe("دقيقة واحدة");
    expect(waitText(2 * 60_000)).toBe("دقيقتان");
    expect(waitText(3 * 60_000)).toMatch(/^\S+ دقائق$/);
    expect(waitText(11 * 60_000)).toMatch(/^\S+ دقيقة$/);
  });

  it("renders the rules in Spanish, with the attempts left counted", async () => {
    await activateLanguage("es");
    const overview = {
      ...OVERVIEW,
      attempts: { ...OVERVIEW.attempts, max: 2, used: 1, cooldownMinutes: 60 },
    } as unknown as QuizOverview;
    render(<RulesList overview={overview} />);
    expect(screen.getByText(/El cuestionario tiene 10 preguntas/)).toBeInTheDocument();
    expect(screen.getByText("dos veces")).toBeInTheDocument();
    expect(screen.getByText("te queda 1 intento")).toBeInTheDocument();
    expect(screen.getByText("1 hora")).toBeInTheDocument();
  });
});
