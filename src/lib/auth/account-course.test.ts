import { beforeEach, describe, expect, it, vi } from "vitest";
import { getStoredCourse, setStoredCourse } from "../current-course";
import { withAccountCourse } from "./account-course";
import type { AuthAdapter } from "./adapter";

const me = vi.hoisted(() => ({ query: vi.fn() }));
vi.mock("../convex", () => ({ convex: me }));

const java = { courseId: "c1", courseName: "Java" };

function adapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    register: vi.fn().mockResolvedValue({}),
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    getToken: vi.fn().mockResolvedValue(null),
    ...overrides,
  };
}

const input = { email: "a@example.com", password: "a long password" };

describe("withAccountCourse: the remembered course follows the account", () => {
  beforeEach(() => {
    localStorage.clear();
    me.query.mockReset();
  });

  it("keeps the course at sign-in for the account that remembered it", async () => {
    setStoredCourse(java, "student1");
    me.query.mockResolvedValue({ needsProfile: false, _id: "student1" });
    await withAccountCourse(adapter()).login(input);
    expect(getStoredCourse()).toEqual(java);
  });

  it("forgets another account's course at sign-in, before login's redirect reads it", async () => {
    setStoredCourse(java, "student1");
    me.query.mockResolvedValue({ needsProfile: false, _id: "teacher2" });
    await withAccountCourse(adapter()).login(input);
    expect(getStoredCourse()).toBeNull();
  });

  it("forgets it when the account cannot be told", async () => {
    setStoredCourse(java, "student1");
    me.query.mockRejectedValue(new Error("offline"));
    await withAccountCourse(adapter()).login(input);
    expect(getStoredCourse()).toBeNull();
  });

  it("forgets it when a new account registers, and at sign-out even if signing out fails", async () => {
    setStoredCourse(java, "student1");
    await withAccountCourse(adapter()).register({ ...input, displayName: "T", role: "teacher" });
    expect(getStoredCourse()).toBeNull();

    setStoredCourse(java, "student1");
    const failing = adapter({ logout: vi.fn().mockRejectedValue(new Error("network")) });
    await expect(withAccountCourse(failing).logout()).rejects.toThrow("network");
    expect(getStoredCourse()).toBeNull();
  });

  it("leaves the course alone when sign-in fails", async () => {
    setStoredCourse(java, "student1");
    const failing = adapter({ login: vi.fn().mockRejectedValue(new Error("InvalidSecret")) });
    await expect(withAccountCourse(failing).login(input)).rejects.toThrow("InvalidSecret");
    expect(getStoredCourse()).toEqual(java);
    expect(me.query).not.toHaveBeenCalled();
  });
});
