import { ShieldAlertIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProfile } from "@/lib/me";
import { EventsTab } from "./events-tab";
import { useT } from "./i18n";
import { PeopleTab } from "./people-tab";

/** /admin: people and the event log. The server refuses anyone but Admins whatever this shows. */
export function AdminPage() {
  const profile = useProfile();
  const t = useT();
  if (profile === undefined) {
    return (
      <PageContainer>
        <Spinner aria-label={t("admin.page.loading")} />
      </PageContainer>
    );
  }
  if (profile === null || profile.role !== "Admin") {
    return (
      <PageContainer>
        <StateCard icon={<ShieldAlertIcon />} title={t("admin.page.onlyAdmins")} titleAs="h1" size="page">
          {t("admin.page.askAdmin")}
        </StateCard>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("admin.page.eyebrow")}
        title={t("admin.page.title")}
        description={t("admin.page.description")}
      />
      <Tabs defaultValue="people">
        <TabsList>
          <TabsTrigger value="people">{t("admin.people.title")}</TabsTrigger>
          <TabsTrigger value="events">{t("admin.events.title")}</TabsTrigger>
        </TabsList>
        <TabsContent value="people" className="mt-6">
          <PeopleTab myId={profile._id} />
        </TabsContent>
        <TabsContent value="events" className="mt-6">
          <EventsTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
