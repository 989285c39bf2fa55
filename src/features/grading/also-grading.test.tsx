import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AlsoGrading } from "./also-grading";

const present = vi.hoisted(() => ({ value: undefined as unknown }));
const usePresence = vi.hoisted(() => vi.fn(() => present.value));
vi.mock("@convex-dev/presence/react", () => ({ default: usePresence }));

const person = (userId: string, name: string, online = true) => ({ userId, name, online, lastDisconnected: 0 });

describe("Also grading", () => {
  beforeEach(() => {
    present.value = undefined;
    usePresence.mockClear();
  });

  it("joins the paper's own room and names the others who have it open, not oneself or who left", () => {
    present.value = [person("me", "Tess"), person("u2", "Ada Admin"), person("u3", "Gone Teacher", false)];
    render(<AlsoGrading assignmentId="a1" studentId="s1" userId="me" />);
    expect(usePresence).toHaveBeenCalledWith(expect.anything(), "grade:a1:s1", "me", expect.any(Number));
    expect(screen.getByRole("status")).toHaveTextContent(/^Also grading: Ada Admin$/);
    expect(screen.getByRole("status")).not.toHaveTextContent("Gone Teacher");
  });

  it("says nothing when alone", () => {
    present.value = [person("me", "Tess")];
    render(<AlsoGrading assignmentId="a1" studentId="s1" userId="me" />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
