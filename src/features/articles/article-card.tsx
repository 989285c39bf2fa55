import { ArrowUpRightIcon } from "lucide-react";
import { useId, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "./i18n";

export type Article = {
  _id: string;
  title: string;
  description: string;
  url: string;
  coverImage: string | null;
};

/** Opens the article on its own site, in a new tab, telling it nothing about Lyceum. */
const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** One article of the feed: cover image (when it has one that loads), title link, description, Read More. */
export function ArticleCard({ article }: { article: Article }) {
  const t = useT();
  const [coverFailed, setCoverFailed] = useState(false);
  const showCover = article.coverImage !== null && !coverFailed;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition-shadow hover:shadow-md"
    >
      {showCover && (
        <img
          src={article.coverImage ?? undefined}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setCoverFailed(true)}
          className="bg-muted aspect-[2/1] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-balance">
          <a
            href={article.url}
            {...external}
            className="hover:text-primary focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]"
          >
            {article.title}
          </a>
        </h2>
        {article.description !== "" && (
          <p className="text-muted-foreground mt-2 line-clamp-4 text-sm text-pretty">{article.description}</p>
        )}
        <a
          href={article.url}
          {...external}
          className="text-primary focus-visible:ring-ring/50 mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-4 text-sm font-medium outline-none hover:underline focus-visible:ring-[3px]"
        >
          {t("articles.card.readMore")}{" "}
          <span className="sr-only">{t("articles.card.readMoreAbout", { title: article.title })}</span>
          <ArrowUpRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="bg-card overflow-hidden rounded-2xl border">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-24" />
      </div>
    </div>
  );
}
