/** events:verify's chat activity in the sample school (convex/verify/school.setup.ts). */
import type { School } from "./school.setup";

export async function chatActivity(school: School): Promise<void> {
  void school;
}
