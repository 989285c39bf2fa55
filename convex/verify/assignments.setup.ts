/** events:verify's assignments activity in the sample school (convex/verify/school.setup.ts). */
import type { School } from "./school.setup";

export async function assignmentsActivity(school: School): Promise<void> {
  void school;
}
