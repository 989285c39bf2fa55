import en from "./locales/en.json";
import { defineMessages } from "./index";

export const { t, useT } = defineMessages(en);
