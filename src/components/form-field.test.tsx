import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldAria, focusFirstInvalid } from "./form-field";

function Form() {
  return (
    <form data-testid="form">
      <input aria-label="Name" {...fieldAria("name", undefined)} />
      <input aria-label="Email" {...fieldAria("email", undefined)} />
      <input aria-label="Password" {...fieldAria("password", undefined)} />
    </form>
  );
}

describe("focusFirstInvalid", () => {
  it("focuses the first field in the given order that has an error", () => {
    render(<Form />);
    const form = screen.getByTestId("form") as HTMLFormElement;
    expect(focusFirstInvalid(form, ["name", "email", "password"], { password: "x", email: "y" })).toBe(true);
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("returns false when nothing is invalid or there is no form", () => {
    render(<Form />);
    const form = screen.getByTestId("form") as HTMLFormElement;
    expect(focusFirstInvalid(form, ["name", "email"], {})).toBe(false);
    expect(focusFirstInvalid(form, ["name"], { name: undefined })).toBe(false);
    expect(focusFirstInvalid(null, ["name"], { name: "Required." })).toBe(false);
  });
});
