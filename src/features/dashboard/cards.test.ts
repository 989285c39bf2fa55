import { describe, expect, it } from "vitest";
import { dashboardCards } from "./cards";

const titles = (role: string) => dashboardCards(role).map((card) => card.title);

describe("dashboardCards", () => {
  it("gives Add Courses to teachers and Admins, the quiz to students", () => {
    for (const role of ["teacher", "Admin"]) {
      expect(titles(role)).toContain("Add Courses");
      expect(titles(role)).not.toContain("Quiz Competition");
    }
    expect(titles("student")).toContain("Quiz Competition");
    expect(titles("student")).not.toContain("Add Courses");
  });

  it("gives My teaching, leading to /teaching, to teachers and Admins only", () => {
    for (const role of ["teacher", "Admin"]) {
      const card = dashboardCards(role).find((c) => c.title === "My teaching");
      expect(card?.link.to).toBe("/teaching");
    }
    expect(titles("student")).not.toContain("My teaching");
  });

  it("gives Join a course, leading to /join, to students only", () => {
    expect(dashboardCards("student").find((c) => c.title === "Join a course")?.link.to).toBe("/join");
    for (const role of ["teacher", "Admin"]) expect(titles(role)).not.toContain("Join a course");
  });

  it("gives the Live quiz game, leading to /play, to students only", () => {
    expect(dashboardCards("student").find((c) => c.title === "Live quiz game")?.link.to).toBe("/play");
    for (const role of ["teacher", "Admin"]) expect(titles(role)).not.toContain("Live quiz game");
  });

  it("gives the Admin console card to Admins only", () => {
    expect(titles("Admin")).toContain("Admin console");
    for (const role of ["student", "teacher"]) expect(titles(role)).not.toContain("Admin console");
  });

  it("gives the Calendar, leading to /calendar, to every role", () => {
    for (const role of ["student", "teacher", "Admin"]) {
      expect(dashboardCards(role).find((c) => c.title === "Calendar")?.link.to).toBe("/calendar");
    }
  });

  it("shows only View Courses and Course Progress to an unknown role", () => {
    expect(titles("guest")).toEqual(["View Courses", "Course Progress"]);
  });
});
