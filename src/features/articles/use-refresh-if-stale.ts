import { useMutation } from "convex/react";
import { useEffect, useRef } from "react";
import { api } from "@convex/_generated/api";
import { ARTICLES_STALE_AFTER_MS } from "@convex/shared/articlesRules";

/**
 * Once per visit, when the stored copy is missing or older than an hour, asks the server for a
 * refresh (it decides for itself, and runs one at a time); the live list shows the result.
 * `fetchedAt` undefined means the list is still loading.
 */
export function useRefreshIfStale(fetchedAt: number | null | undefined) {
  const refreshIfStale = useMutation(api.articles.articles.refreshIfStale);
  const asked = useRef(false);
  useEffect(() => {
    if (fetchedAt === undefined || asked.current) return;
    asked.current = true;
    if (fetchedAt !== null && Date.now() - fetchedAt < ARTICLES_STALE_AFTER_MS) return;
    // Nothing to tell the user: the stored copy stays on screen, and the list reports a failure.
    refreshIfStale({}).catch((error: unknown) => console.error("Could not ask for fresh articles", error));
  }, [fetchedAt, refreshIfStale]);
}
