import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { MOCKING_FILES } from "../vitest.config";

const root = path.resolve(import.meta.dirname, "..");

test("every web test that replaces a module with vi.mock runs isolated (web-mocks)", () => {
  const mocking = readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join("/")}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), "utf8")));
  expect(mocking.length).toBeGreaterThan(0);
  expect([...MOCKING_FILES].sort()).toEqual(mocking.sort());
});
