// Shard 2 of the authorization matrix's cells (see convex/authz/cells.setup.ts).
import { defineCells, shardRows } from "./cells.setup";

await defineCells(shardRows(2));
