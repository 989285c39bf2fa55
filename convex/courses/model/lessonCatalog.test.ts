import { expect, test } from "vitest";
import { LESSON_CATALOG, lessonTitlesFor } from "./lessonCatalog";

test.each([
  ["Python Course", 10],
  ["Java", 10],
  ["JavaScript", 14],
  ["React Js", 20],
  ["Node js", 16],
  ["Node Js", 16],
  ["Android Development", 17],
  ["Rust", 0],
  ["python course", 0],
  ["toString", 0],
  ["__proto__", 0],
])("%s has %i lessons (SPEC §9)", (name, count) => {
  expect(lessonTitlesFor(name)).toHaveLength(count);
});

test("titles are unique within each list and short enough for a lesson title", () => {
  for (const titles of Object.values(LESSON_CATALOG)) {
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(120);
  }
});
