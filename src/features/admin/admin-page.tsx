import { ShieldAlertIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProfile } from "@/lib/me";
import { EventsTab } from "./events-tab";
import { PeopleTab } from "./people-tab";

/** /admin: people and the event log. The server refuses anyone but Admins whatever this shows. */
export function AdminPage() {
  const profile = useProfile();
  if (profile === undefined) {
    return (
      <PageContainer>
        <Spinner aria-label="Loading the console" />
      </PageContainer>
    );
  }
  if (profile === null || profile.role !== "Admin") {
    return (
      <PageContainer>
        <StateCard icon={<ShieldAlertIcon />} title="Only admins can open the console" titleAs="h1" size="page">
          Ask an Admin if you need a role changed.
        </StateCard>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader eyebrow="Admin" title="Admin console" description="Manage people's roles and read what happened." />
      <Tabs defaultValue="people">
        <TabsList>
          <TabsTrigger value="people">People</TabsTrigger>
          <TabsTrigger value="events">Event log</TabsTrigger>
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
