/** The assignments projector (ADR 0049): the tables below are written here and nowhere else. */
import { defineProjector } from "./define";

export const assignmentsProjector = defineProjector({
  name: "assignments",
  tables: {},
  on: {},
});
