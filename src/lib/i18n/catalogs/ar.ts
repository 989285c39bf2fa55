/** Every part's Arabic words, one file fetched when Arabic is chosen (see ../index.ts). */
import type { Messages } from "@lingui/core";

const parts = import.meta.glob<Messages>(["/src/**/locales/ar.json", "/convex/shared/**/locales/ar.json"], {
  eager: true,
  import: "default",
});

export default Object.assign({}, ...Object.values(parts)) as Messages;
