/** events:verify's courses activity in the sample school (convex/verify/school.setup.ts). */
import type { School } from "./school.setup";

export async function coursesActivity(school: School): Promise<void> {
  void school;
}
