import { expect, type Page } from "@playwright/test";

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
