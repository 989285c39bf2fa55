/**
 * Writes the authorization matrix (convex/authz/rows/*.setup.ts) into docs/authorization.md,
 * between its table markers. `--check` only reports whether the doc is current (exit 1 if not).
 * Run: node --import tsx scripts/authz-table.ts [--check]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { mergeRows, withTable, type Rows } from "../convex/authz/matrix.setup.ts";

const root = path.resolve(import.meta.dirname, "..");
const rowsDir = path.join(root, "convex/authz/rows");
const docPath = path.join(root, "docs/authorization.md");

const files: Record<string, { rows?: Rows }> = {};
for (const file of readdirSync(rowsDir)
  .filter((name) => name.endsWith(".setup.ts"))
  .sort()) {
  files[`./authz/rows/${file}`] = (await import(pathToFileURL(path.join(rowsDir, file)).href)) as { rows?: Rows };
}
const rows = mergeRows(files);
const doc = readFileSync(docPath, "utf8");
const updated = withTable(doc, rows);

if (process.argv.includes("--check")) {
  if (updated !== doc) {
    console.error("docs/authorization.md is out of date: run node --import tsx scripts/authz-table.ts");
    process.exit(1);
  }
  console.log("docs/authorization.md is current.");
} else if (updated === doc) {
  console.log(`docs/authorization.md is current (${Object.keys(rows).length} functions).`);
} else {
  writeFileSync(docPath, updated);
  console.log(`docs/authorization.md updated (${Object.keys(rows).length} functions).`);
}
