import en from "./locales/en.json";
import { defineMessages } from "@/lib/i18n";

export const { t, useT } = defineMessages(en);
