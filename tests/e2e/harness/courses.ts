import { expect, type Page } from "@playwright/test";

type CourseFields = { description?: string; hours?: string; category?: string };

/** Adds a course through the Add New Course form as the signed-in teacher (no image). */
export async function addCourse(page: Page, name: string, fields: CourseFields = {}): Promise<void> {
  await page.goto("/addcourse");
  await page.getByLabel("Course Name").fill(name);
  await page.getByLabel("Course Description").fill(fields.description ?? "A course made by an end-to-end test.");
  await page.getByLabel("Course Duration").fill(fields.hours ?? "6");
  await page.getByLabel("Category").fill(fields.category ?? "Testing");
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(page.getByText("Course added successfully!")).toBeVisible();
  // Then the new course's own page (ADR 0022).
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith("/dashboard/") && decodeURIComponent(url.pathname).endsWith(`/${name}`),
  );
}

/** The signed-in student finds the course in the catalogue and enrols with PayPal. */
export async function enrolWithPayPal(page: Page, courseName: string): Promise<void> {
  await page.goto("/dashboard/viewcourse");
  await page.getByLabel("Search courses").fill(courseName);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: courseName }) });
  await card.getByRole("link", { name: "Enroll Now" }).click();
  await page.getByRole("link", { name: "Buy Now" }).click();
  await page.getByLabel("Payment method").selectOption("paypal");
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByText("Student Enrolled into the Course")).toBeVisible();
}
