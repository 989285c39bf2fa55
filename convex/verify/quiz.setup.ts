/** events:verify's quiz activity in the sample school (convex/verify/school.setup.ts). */
import type { School } from "./school.setup";

export async function quizActivity(school: School): Promise<void> {
  void school;
}
