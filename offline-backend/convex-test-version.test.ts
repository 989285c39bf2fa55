/** The backend refuses to start with a convex-test its internals were not written for. */
import { describe, expect, it } from "vitest";
import {
  assertConvexTestVersion,
  CONVEX_TEST_VERSION,
  ConvexTestVersionError,
  convexTestVersionProblem,
  installedConvexTestVersion,
} from "./convex-internals.ts";

describe("convex-test version check", () => {
  it("accepts exactly the version the internals were written for", () => {
    expect(convexTestVersionProblem("0.0.60", "0.0.60")).toBeNull();
    expect(CONVEX_TEST_VERSION).toBe("0.0.60");
  });

  it("refuses any other version, naming both and what to do", () => {
    for (const installed of ["0.0.61", "0.0.59", "0.1.0", "0.0.60-alpha.1"]) {
      const problem = convexTestVersionProblem(installed, "0.0.60");
      expect(problem).not.toBeNull();
      expect(problem).toContain("convex-test 0.0.60");
      expect(problem).toContain(`convex-test ${installed} is installed`);
      expect(problem).toContain('"convex-test": "0.0.60"'); // pin it...
      expect(problem).toContain("offline-backend/convex-internals.ts"); // ...or update the internals
      expect(problem).toContain(`CONVEX_TEST_VERSION there to "${installed}"`);
    }
  });

  it("refuses when no convex-test package.json can be read", () => {
    const problem = convexTestVersionProblem(null, "0.0.60");
    expect(problem).toContain("no convex-test package.json could be read");
    expect(problem).toContain('"convex-test": "0.0.60"');
  });

  it("throws a ConvexTestVersionError with that message on a mismatch", () => {
    expect(() => assertConvexTestVersion("0.0.61")).toThrow(ConvexTestVersionError);
    expect(() => assertConvexTestVersion("0.0.61")).toThrow(
      /written for convex-test 0\.0\.60, but convex-test 0\.0\.61 is installed/,
    );
    expect(() => assertConvexTestVersion(CONVEX_TEST_VERSION)).not.toThrow();
  });

  it("reads the installed version from node_modules (package.json pins the expected one)", () => {
    expect(installedConvexTestVersion()).toBe(CONVEX_TEST_VERSION);
    expect(() => assertConvexTestVersion()).not.toThrow();
  });
});
