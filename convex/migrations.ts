/**
 * The app's stored-data migrations. From now on every change to stored data goes through
 * @convex-dev/migrations (ADR 0049): each one is a `migrations.define({ table, migrateOne })`
 * exported from this module, run with the general runner below, e.g.
 * `npx convex run migrations:run '{fn: "migrations:<name>"}'` (add `dryRun: true` to try one batch).
 */
import { Migrations } from "@convex-dev/migrations";
import { components } from "./_generated/api";
import type { DataModel } from "./_generated/dataModel";
import { internalMutation } from "./functions";

/** Defines migrations over the app's tables (typed by DataModel), tracked by the component. */
export const migrations = new Migrations<DataModel>(components.migrations, { internalMutation });

/** Starts or resumes the migration named by `fn` (an internal mutation; CLI or dashboard only). */
export const run = migrations.runner();
