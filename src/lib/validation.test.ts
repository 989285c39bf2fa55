import { describe, expect, it } from "vitest";
import { IMAGE_TYPES } from "@convex/model/fileLimits";
import { IMAGE_ACCEPT, requiredTextError } from "./validation";

describe("requiredTextError", () => {
  it("mirrors the server's requiredText messages", () => {
    expect(requiredTextError("   ", "Display name", 60)).toBe("Display name is required.");
    expect(requiredTextError("x".repeat(61), "Display name", 60)).toBe("Display name must be at most 60 characters.");
  });

  it("accepts text within the limit once trimmed", () => {
    expect(requiredTextError(`  ${"x".repeat(60)}  `, "Display name", 60)).toBeNull();
  });
});

describe("IMAGE_ACCEPT", () => {
  it("lists exactly the image types the server takes", () => {
    expect(IMAGE_ACCEPT.split(",")).toEqual(IMAGE_TYPES);
  });
});
