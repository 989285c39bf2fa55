// Not deployed (two dots in the name): authorization rows of convex/cart.ts.
import { signedIn, type Rows } from "../matrix.setup";

const course = (world: { courseId: string }) => ({ courseId: world.courseId });

export const rows: Rows = {
  "courses/cart:add": { rule: "any signed-in user, into their own cart", args: course, expect: signedIn() },
  "courses/cart:remove": { rule: "any signed-in user, from their own cart", args: course, expect: signedIn() },
  "courses/cart:has": { rule: "any signed-in user, about their own cart", args: course, expect: signedIn() },
  "courses/cart:list": { rule: "any signed-in user, their own cart", args: () => ({}), expect: signedIn() },
};
