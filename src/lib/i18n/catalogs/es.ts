/** Every part's Spanish words, one file fetched when Spanish is chosen (see ../index.ts). */
import type { Messages } from "@lingui/core";

const parts = import.meta.glob<Messages>(["/src/**/locales/es.json", "/convex/shared/**/locales/es.json"], {
  eager: true,
  import: "default",
});

export default Object.assign({}, ...Object.values(parts)) as Messages;
