import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { RowProgress } from "./row-progress";

describe("RowProgress", () => {
  afterEach(async () => {
    await act(() => activateLanguage("en"));
  });

  it("counts lessons in the reader's language, with Arabic's plural forms", async () => {
    render(<RowProgress courseName="Java" counts={{ completedCount: 3, totalLessons: 10, percent: 30 }} />);
    expect(screen.getByText("3 of 10 lessons done")).toBeInTheDocument();
    expect(screen.getByText("30%")).toBeInTheDocument();

    await act(() => activateLanguage("es"));
    expect(screen.getByText("3 de 10 lecciones completadas")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso en Java" })).toBeInTheDocument();

    await act(() => activateLanguage("ar"));
    expect(screen.getByText("3 من 10 دروس مكتملة")).toBeInTheDocument();
  });
});
