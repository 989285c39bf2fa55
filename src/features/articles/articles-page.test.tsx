import { screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { ArticlesPage } from "./articles-page";
import en from "./locales/en.json";

const FETCH_ERROR = en["articles.page.fetchError"];

const HOUR = 60 * 60 * 1000;

const article = (n: number, overrides: Partial<{ coverImage: string | null; description: string }> = {}) => ({
  _id: `a${n}`,
  title: `Article ${n}`,
  description: `About ${n}`,
  url: `https://dev.to/someone/article-${n}`,
  coverImage: `https://media.dev.to/cover-${n}.png`,
  publishedAt: n,
  ...overrides,
});

function renderPage() {
  renderRoute(<ArticlesPage />, { path: "/resources" });
}

const refresh = () => fakeConvex.mutation(api.articles.articles.refreshIfStale);

describe("ArticlesPage", () => {
  it("shows the heading and skeletons while the list loads, and asks for nothing yet", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Latest Programming Articles" })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading articles")).toHaveAttribute("aria-busy", "true");
    expect(refresh()).not.toHaveBeenCalled();
  });

  it("shows each article as a card whose links open in a new tab without a referrer or opener", async () => {
    fakeConvex.setQuery(api.articles.articles.list, {
      articles: [article(2), article(1, { coverImage: null, description: "" })],
      fetchedAt: Date.now(),
      failed: false,
    });
    renderPage();

    const cards = within(await screen.findByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    const title = first.getByRole("link", { name: "Article 2" });
    const readMore = first.getByRole("link", { name: "Read More about Article 2 (opens in a new tab)" });
    for (const link of [title, readMore]) {
      expect(link).toHaveAttribute("href", "https://dev.to/someone/article-2");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(first.getByText("About 2")).toBeInTheDocument();
    expect(cards[0].querySelector("img")).toHaveAttribute("src", "https://media.dev.to/cover-2.png");
    // No cover image, no empty image box.
    expect(cards[1].querySelector("img")).toBeNull();
    expect(within(cards[1]).getByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps showing the stored copy when the last fetch failed, without the alert", async () => {
    fakeConvex.setQuery(api.articles.articles.list, {
      articles: [article(1)],
      fetchedAt: Date.now() - 2 * HOUR,
      failed: true,
    });
    renderPage();
    expect(await screen.findByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(screen.queryByText(FETCH_ERROR)).not.toBeInTheDocument();
  });

  it("shows the red alert when nothing is stored and the feed failed", async () => {
    fakeConvex.setQuery(api.articles.articles.list, { articles: [], fetchedAt: null, failed: true });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(FETCH_ERROR);
    expect(screen.queryByLabelText("Loading articles")).not.toBeInTheDocument();
  });

  it("shows the red alert when the list itself cannot be read", async () => {
    // React reports the error the boundary caught; that report is expected here.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeConvex.setQuery(
      api.articles.articles.list,
      new ConvexError({ code: "UNAUTHENTICATED", message: "Please sign in first." }),
    );
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(FETCH_ERROR);
    reported.mockRestore();
  });

  it("says so when the feed is empty", async () => {
    fakeConvex.setQuery(api.articles.articles.list, { articles: [], fetchedAt: Date.now(), failed: false });
    renderPage();
    expect(await screen.findByText("No articles right now")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks for a refresh once when nothing was ever fetched, showing skeletons meanwhile", async () => {
    fakeConvex.setQuery(api.articles.articles.list, { articles: [], fetchedAt: null, failed: false });
    renderPage();
    expect(await screen.findByLabelText("Loading articles")).toBeInTheDocument();
    expect(refresh()).toHaveBeenCalledTimes(1);
    expect(refresh()).toHaveBeenCalledWith({});

    // The refresh lands: the live list shows it, and nothing more is asked.
    fakeConvex.setQuery(api.articles.articles.list, { articles: [article(1)], fetchedAt: Date.now(), failed: false });
    expect(await screen.findByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(refresh()).toHaveBeenCalledTimes(1);
  });

  it("asks for a refresh when the stored copy is older than an hour, showing it meanwhile", async () => {
    fakeConvex.setQuery(api.articles.articles.list, {
      articles: [article(1)],
      fetchedAt: Date.now() - HOUR - 1000,
      failed: false,
    });
    renderPage();
    expect(await screen.findByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(refresh()).toHaveBeenCalledTimes(1);
  });

  it("does not ask for a refresh when the stored copy is younger than an hour", async () => {
    fakeConvex.setQuery(api.articles.articles.list, {
      articles: [article(1)],
      fetchedAt: Date.now() - HOUR + 60_000,
      failed: false,
    });
    renderPage();
    expect(await screen.findByRole("link", { name: "Article 1" })).toBeInTheDocument();
    expect(refresh()).not.toHaveBeenCalled();
  });
});
