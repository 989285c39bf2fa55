import { Link } from "@tanstack/react-router";
import { usePaginatedQuery } from "convex/react";
import { BookOpenIcon, GraduationCapIcon, PlusIcon, SearchIcon, SearchXIcon, XIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../i18n";
import { CourseCard, CourseCardSkeleton, coverLoading, type CatalogueCourse } from "./course-card";
import { SEARCH_PAUSE_MS, useDebouncedValue } from "@/lib/use-debounced-value";

const PAGE_SIZE = 12;
/** The server cuts longer search text. */
const SEARCH_MAX_LENGTH = TEXT_LIMITS.courseSearch;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** Course catalogue (SPEC §2, /dashboard/viewcourse): every course, live, with a search box. */
export function CataloguePage() {
  const t = useT();
  const profile = useProfile();
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), SEARCH_PAUSE_MS);
  const { results, status, loadMore } = usePaginatedQuery(api.courses.courses.list, search ? { search } : {}, {
    initialNumItems: PAGE_SIZE,
  });

  // While a new search loads, keep showing the last loaded list (dimmed) instead of skeletons.
  const [lastLoaded, setLastLoaded] = useState<{ search: string; courses: CatalogueCourse[] } | null>(null);
  if (status !== "LoadingFirstPage" && (lastLoaded?.courses !== results || lastLoaded.search !== search)) {
    setLastLoaded({ search, courses: results });
  }
  const loadingFirst = status === "LoadingFirstPage";
  // Typed but not yet searched (the pause), or searched and not yet answered: the list shown is the
  // last search's, dimmed and marked busy, never passed off as the answer to what is typed now.
  const stale = loadingFirst || searchInput.trim() !== search;
  const courses = loadingFirst ? (lastLoaded?.courses ?? null) : results;
  const shownSearch = loadingFirst ? (lastLoaded?.search ?? "") : search;
  const canAdd = isStaff(profile?.role);

  let body: ReactNode;
  if (courses === null) {
    body = (
      <div className={GRID} role="status" aria-busy="true" aria-label={t("courses.catalogue.loading")}>
        {Array.from({ length: 6 }, (_, i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (courses.length === 0 && shownSearch === "") {
    body = (
      <StateCard
        icon={<BookOpenIcon aria-hidden="true" />}
        title={t("courses.catalogue.noCourses")}
        actions={
          canAdd && (
            <Button asChild>
              <Link to="/addcourse">
                <PlusIcon aria-hidden="true" />
                {t("courses.catalogue.addACourse")}
              </Link>
            </Button>
          )
        }
      >
        <p>{canAdd ? t("courses.catalogue.beFirst") : t("courses.catalogue.newCoursesAppear")}</p>
      </StateCard>
    );
  } else if (courses.length === 0) {
    body = (
      <StateCard
        icon={<SearchXIcon aria-hidden="true" />}
        title={t("courses.catalogue.noMatch", { search: shownSearch })}
        actions={
          <Button variant="outline" onClick={() => setSearchInput("")}>
            {t("courses.catalogue.showAll")}
          </Button>
        }
      >
        <p>{t("courses.catalogue.tryAnother")}</p>
      </StateCard>
    );
  } else {
    body = (
      <>
        <ul className={`${GRID} transition-opacity ${stale ? "opacity-60" : ""}`} aria-busy={stale}>
          {courses.map((course, index) => (
            <li key={course._id}>
              <CourseCard course={course} cover={coverLoading(index)} />
            </li>
          ))}
        </ul>
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <div className="mt-10 flex justify-center">
            <Button variant="outline" size="lg" onClick={() => loadMore(PAGE_SIZE)} disabled={status === "LoadingMore"}>
              {status === "LoadingMore" && <Spinner aria-label={t("courses.catalogue.loadingMore")} />}
              {t("courses.catalogue.loadMore")}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("courses.catalogue.eyebrow")}
        title={t("courses.catalogue.title")}
        description={t("courses.catalogue.description")}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard/courseoverview">
                <GraduationCapIcon aria-hidden="true" />
                {t("courses.catalogue.myLearning")}
              </Link>
            </Button>
            {canAdd && (
              <Button asChild>
                <Link to="/addcourse">
                  <PlusIcon aria-hidden="true" />
                  {t("courses.catalogue.addCourse")}
                </Link>
              </Button>
            )}
          </>
        }
      />
      <form role="search" className="mb-8 max-w-md" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="course-search" className="mb-2">
          {t("courses.catalogue.searchLabel")}
        </Label>
        <div className="relative">
          <SearchIcon
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id="course-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={t("courses.catalogue.searchPlaceholder")}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            className="ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {loadingFirst && courses !== null ? (
            <Spinner
              className="text-muted-foreground absolute end-3 top-1/2 size-4 -translate-y-1/2"
              aria-label={t("courses.catalogue.searching")}
            />
          ) : (
            searchInput !== "" && (
              <button
                type="button"
                onClick={() => setSearchInput("")}
                className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute end-2 top-1/2 -translate-y-1/2 rounded-sm p-1 outline-none focus-visible:ring-[3px]"
              >
                <XIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">{t("courses.catalogue.clearSearch")}</span>
              </button>
            )
          )}
        </div>
      </form>
      {body}
    </PageContainer>
  );
}
