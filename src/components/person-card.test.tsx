import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PersonCard } from "./person-card";

describe("PersonCard", () => {
  it("shows a public e-mail as a mailto link", () => {
    render(<PersonCard person={{ displayName: "Tess", email: "tess@lyceum.test", dp: "" }} />);
    expect(screen.getByRole("link", { name: "tess@lyceum.test" })).toHaveAttribute("href", "mailto:tess@lyceum.test");
  });

  it("shows no e-mail line, and no empty mailto, for a teacher who keeps theirs hidden", () => {
    const { container } = render(<PersonCard person={{ displayName: "Tess", dp: "" }} showExperience />);
    expect(screen.getByRole("heading", { name: "Tess" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
