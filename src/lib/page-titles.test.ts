// The generated file as text: importing it for real would load every screen of the app.
import routeTreeSource from "@/routeTree.gen.ts?raw";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { documentTitle, PAGE_TITLES, screenTitle } from "./page-titles";

/** The route ids of every screen in the generated route tree (layouts and the root have no screen). */
function screenRouteIds(): string[] {
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? "";
  return [...block.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)]
    .filter(([, id, type]) => id !== "__root__" && !type.endsWith("WithChildren"))
    .map(([, id]) => id);
}

describe("page titles", () => {
  it("names every screen of the route tree", () => {
    const ids = screenRouteIds();
    expect(ids.length).toBeGreaterThan(10);
    const missing = ids.filter((id) => !(id in PAGE_TITLES));
    expect(missing, "add these routes to PAGE_TITLES in src/lib/page-titles.ts").toEqual([]);
  });

  it("uses the deepest named route, with the course name from the URL", () => {
    const matches = [
      { routeId: "__root__", params: {} },
      { routeId: "/_authed", params: {} },
      {
        routeId: "/_authed/dashboard/coursedetail/$courseId/$courseName",
        params: { courseId: "c1", courseName: "Java basics" },
      },
    ];
    expect(documentTitle(screenTitle(matches))).toBe("Java basics · Details · Lyceum");
    expect(documentTitle(screenTitle([{ routeId: "/_authed/dashboard/viewcourse", params: {} }]))).toBe(
      "Course catalogue · Lyceum",
    );
  });

  it("says Page not found when the router found nothing, and Lyceum alone when no route has a name", () => {
    expect(screenTitle([{ routeId: "__root__", params: {}, status: "notFound" }])).toBe("Page not found");
    expect(documentTitle(screenTitle([{ routeId: "__root__", params: {} }]))).toBe("Lyceum");
  });

  it("words the title in the language in force when it is set", async () => {
    const matches = [
      {
        routeId: "/_authed/dashboard/coursedetail/$courseId/$courseName",
        params: { courseId: "c1", courseName: "Java" },
      },
    ];
    try {
      await activateLanguage("es");
      expect(documentTitle(screenTitle(matches))).toBe("Java · Detalles · Lyceum");
      expect(screenTitle([{ routeId: "/_authed/dashboard/viewcourse", params: {} }])).toBe("Catálogo de cursos");
      await activateLanguage("ar");
      expect(screenTitle([{ routeId: "__root__", params: {}, status: "notFound" }])).toBe("الصفحة غير موجودة");
    } finally {
      await activateLanguage("en");
    }
    expect(screenTitle([{ routeId: "/_authed/dashboard/viewcourse", params: {} }])).toBe("Course catalogue");
  });
});
