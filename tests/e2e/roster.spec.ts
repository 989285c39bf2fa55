import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { mailsTo } from "./harness/mail";
import { createCourse } from "./harness/seed";

/** The invitation link mailed to `address` (waits for the mail catcher to have it). */
async function invitationLink(address: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = (await mailsTo(address)).find((caught) => /You are invited to/.test(caught.subject));
    const link = mail?.text?.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No invitation reached ${address} in 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("a teacher imports a three-row roster; an invitee sets a password and lands in the course", async ({
  page,
  otherPage,
}) => {
  const teacher = await signInAs(page, "teacher");
  const course = await createCourse(teacher, `Roster ${Date.now()}`);
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const people = ["Ana Lima", "Ben Okafor", "Chloé Martin"].map((name, i) => ({
    name,
    email: `roster.${i}.${run}@lyceum.test`,
  }));
  const csv = ["name,email,student number", ...people.map((p, i) => `${p.name},${p.email},S-${i + 1}`)].join("\n");

  await page.goto(`/courseoverview/${course.id}/${encodeURIComponent(course.name)}`);
  await page.getByRole("link", { name: "Import students" }).click();
  await expect(page.getByRole("heading", { name: "Import students", level: 1 })).toBeVisible();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

  // The preview and, after confirming, the progress are states of one screen: scanned once, at both sizes.
  const preview = page.getByRole("region", { name: "The roster's rows" });
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(page.getByText("3 new people will be invited")).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(page, "teacher: roster preview");

  await page.getByRole("button", { name: "Import 3 students" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
  await expect(page.getByText("3 of 3 rows done")).toBeVisible();

  const links = await Promise.all(people.map((person) => invitationLink(person.email)));
  expect(new Set(links).size).toBe(3);

  await otherPage.goto(links[0]!);
  await expect(otherPage.getByRole("heading", { name: "Welcome, Ana Lima" })).toBeVisible();
  await expect(otherPage.getByText(people[0]!.email)).toBeVisible();
  await expectNoA11yViolationsAtBothSizes(otherPage, "invitee: set a password");
  await otherPage.getByLabel("Choose a password").fill("a roster passphrase");
  await otherPage.getByLabel("Confirm password").fill("a roster passphrase");
  await otherPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(otherPage).toHaveURL(new RegExp(`/dashboard/${course.id}/`));
  await expect(otherPage.getByRole("heading", { name: course.name, level: 1 })).toBeVisible();
  await expect(otherPage.getByRole("button", { name: "Ana Lima" })).toBeVisible();

  // The link works once: opened again, it says so and offers the ways back in.
  await otherPage.goto(links[0]!);
  await expect(otherPage.getByText("This invitation was already used")).toBeVisible();
  await expect(otherPage.getByRole("link", { name: "Forgot password" })).toBeVisible();
  // The teacher's screen counts the claim live.
  await expect(page.getByText("Invitations used").locator("..")).toContainText("1");
});
