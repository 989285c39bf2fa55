import { Link } from "@tanstack/react-router";
import { HammerIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { useT } from "./i18n";

/** Placeholder for screens that later issues build. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <StateCard
        icon={<HammerIcon aria-hidden="true" />}
        title={t("common.comingSoon.title")}
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t("common.comingSoon.back")}</Link>
          </Button>
        }
      >
        <p>{t("common.comingSoon.body")}</p>
      </StateCard>
    </PageContainer>
  );
}
