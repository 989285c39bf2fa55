/** The quiz in Spanish and Arabic (issue #33): plurals, durations and waits follow the language. */
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { OVERVIEW } from "../student/fixtures";
import { RulesList, type QuizOverview } from "../student/rules-list";
import { formatDuration } from "./format";
import { cooldownText, waitText } from "./words";

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
