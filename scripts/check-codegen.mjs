// Regenerates convex/_generated offline and fails if it differs from what is committed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, cpSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const generated = "convex/_generated";
const before = mkdtempSync(join(tmpdir(), "lyceum-codegen-"));
cpSync(generated, before, { recursive: true });
try {
  // `npm run codegen` without its closing typecheck of convex/: convex codegen, then
  // scripts/codegen-components.mjs (the `components` export offline codegen leaves out). npm test
  // has just typechecked convex/ with `tsc -b`; a second pass cost 20 s of CPU for nothing.
  execFileSync("npm", ["run", "--silent", "codegen:generate"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const names = new Set([...readdirSync(before), ...readdirSync(generated)]);
  const changed = [...names].filter((name) => {
    try {
      return readFileSync(join(before, name), "utf8") !== readFileSync(join(generated, name), "utf8");
    } catch {
      return true;
    }
  });
  if (changed.length > 0) {
    console.error(`convex/_generated is out of date (${changed.join(", ")}). Run \`npm run codegen\` and commit.`);
    process.exit(1);
  }
  console.log("convex/_generated is up to date.");
} finally {
  rmSync(before, { recursive: true, force: true });
}
