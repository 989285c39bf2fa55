import { describe, expect, it } from "vitest";
import { isStaff } from "./me";

describe("isStaff", () => {
  it("is true for teachers and Admins only", () => {
    expect(isStaff("teacher")).toBe(true);
    expect(isStaff("Admin")).toBe(true);
    expect(isStaff("student")).toBe(false);
    expect(isStaff("admin")).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
