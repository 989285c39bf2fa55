import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";

// Every web test talks to the fake backend in src/test-utils/convex-fake.ts instead of a Convex
// client: the data hooks are replaced, the rest of "convex/react" stays real.
vi.mock("convex/react", async (importOriginal) => ({
  ...(await importOriginal<typeof import("convex/react")>()),
  ...(await import("@/test-utils/convex-fake")).convexReactFake,
}));

beforeEach(() => {
  fakeConvex.reset();
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  window.localStorage.clear();
});
