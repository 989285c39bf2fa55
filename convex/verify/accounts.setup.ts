/** events:verify's accounts activity in the sample school (convex/verify/school.setup.ts). */
import type { School } from "./school.setup";

export async function accountsActivity(school: School): Promise<void> {
  void school;
}
