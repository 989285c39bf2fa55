import { createFileRoute } from "@tanstack/react-router";
import { MailPreferencesPage } from "@/features/mail-preferences/mail-preferences-page";

export const Route = createFileRoute("/_authed/settings_/notifications")({
  component: MailPreferencesPage,
});
