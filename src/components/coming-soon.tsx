import { Link } from "@tanstack/react-router";
import { HammerIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";

/** Placeholder for screens that later issues build. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <StateCard
        icon={<HammerIcon aria-hidden="true" />}
        title="Coming soon"
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to the dashboard</Link>
          </Button>
        }
      >
        <p>This part of Lyceum is being built. Check back shortly.</p>
      </StateCard>
    </PageContainer>
  );
}
