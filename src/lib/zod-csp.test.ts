import { expect, it } from "vitest";

it("makes Zod run without new Function, without importing Zod first", async () => {
  await import("./zod-csp");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // A schema still parses and refuses as before.
  const schema = z.object({ name: z.string().min(1) });
  expect(schema.safeParse({ name: "Ada" }).success).toBe(true);
  expect(schema.safeParse({ name: "" }).success).toBe(false);
});
