// Shard 1 of the authorization matrix's cells (see convex/authz/cells.setup.ts).
import { defineCells, shardRows } from "./cells.setup";

await defineCells(shardRows(1));
