/**
 * What a notification or an activity row says (issue #33): the server keeps a key of
 * convex/shared/notifications/locales and its parameters, shared with mail and push.
 */
import en from "@convex/shared/notifications/locales/en.json";
import { defineMessages } from "@/lib/i18n";

export const { useT: useNotificationWords } = defineMessages(en);
