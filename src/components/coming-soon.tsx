import { Link } from "@tanstack/react-router";
import { HammerIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

/** Placeholder for screens that later issues build. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center">
        <span className="bg-secondary text-primary flex size-12 items-center justify-center rounded-full">
          <HammerIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">Coming soon</h2>
        <p className="text-muted-foreground mt-1 max-w-sm text-sm">
          This part of Lyceum is being built. Check back shortly.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
