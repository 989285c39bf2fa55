import { Link, linkOptions, useRouterState, type LinkOptions } from "@tanstack/react-router";
import { MenuIcon, MessagesSquareIcon, XIcon } from "lucide-react";
import { lazy, useEffect, useId, useRef, useState } from "react";
import { AfterLoad } from "@/components/after-load";
import { LogoMark } from "@/components/logo";
import { Button, buttonVariants } from "@/components/ui/button";
import { UnreadBadge } from "@/components/unread-badge";
import { useAuthStatus } from "@/lib/auth";
import { useHydrated } from "@/lib/use-hydrated";
import { dashboardLink, useStoredCourse, type StoredCourse } from "@/lib/current-course";
import { useIsStaff } from "@/lib/use-is-staff";
import { cn } from "@/lib/utils";
import { useT } from "./i18n";

// Signed-in only: keeps the menu library out of the first load for visitors. They come with the
// first key, tap or focus, or shortly after the page's load: the page's own code and content come
// first (ADR 0084); their placeholders have their size, so nothing moves when they arrive.
const ProfileMenu = lazy(() => import("./profile-menu"));
const NotificationBell = lazy(() => import("./notification-bell"));
/** With no interaction, the account menu and the bell come this long after the page's load. */
const SIGNED_IN_PARTS_AFTER_LOAD_MS = 500;
const BELL_PLACEHOLDER = <span className="size-9" aria-hidden="true" />;
const MENU_PLACEHOLDER = <span className="bg-muted h-10 w-20 animate-pulse rounded-full" aria-hidden="true" />;

/** The links' words (catalog keys). */
const NAV_LABELS = {
  home: "common.topBar.home",
  dashboard: "common.topBar.dashboard",
  calendar: "common.topBar.calendar",
  teaching: "common.topBar.myTeaching",
  courses: "common.topBar.courses",
  instructors: "common.topBar.instructors",
  discussion: "common.topBar.discussion",
} as const;

type NavItem = { label: keyof typeof NAV_LABELS; link: LinkOptions; exact?: boolean; unread?: boolean };

function navItems(
  isAuthenticated: boolean,
  mobile: boolean,
  signedIn: { course: StoredCourse | null; staff: boolean } = { course: null, staff: false },
): NavItem[] {
  const items: NavItem[] = [{ label: "home", link: linkOptions({ to: "/" }), exact: true }];
  // Dashboard leads to the remembered course page (SPEC §2), or the dashboard home. Exact, so the
  // dashboard home is not also "active" on /dashboard/viewcourse.
  if (isAuthenticated) items.push({ label: "dashboard", link: dashboardLink(signedIn.course), exact: true });
  // Everything dated for the person (docs/calendar.md).
  if (isAuthenticated) items.push({ label: "calendar", link: linkOptions({ to: "/calendar" }) });
  // Teachers' and Admins' own courses (ADR 0022).
  if (isAuthenticated && signedIn.staff) items.push({ label: "teaching", link: linkOptions({ to: "/teaching" }) });
  items.push(
    { label: "courses", link: linkOptions({ to: "/dashboard/viewcourse" }) },
    { label: "instructors", link: linkOptions({ to: "/listallteachers" }) },
  );
  if (mobile) items.push({ label: "discussion", link: linkOptions({ to: "/homechat" }), unread: isAuthenticated });
  return items;
}

export function TopBar() {
  const { isLoading, isAuthenticated } = useAuthStatus();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signedIn = { course: useStoredCourse(), staff: useIsStaff(isAuthenticated) };
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const [menuPath, setMenuPath] = useState(pathname);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useT();

  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // Close the mobile menu whenever the page changes (adjusted while rendering, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    // Opaque: see-through, its links sank under 4.5:1 contrast over a page's dark panels when scrolled.
    <header className="bg-background sticky top-0 z-40 border-b">
      <a
        href="#main"
        className="bg-primary text-primary-foreground focus-visible:ring-ring absolute start-3 top-3 z-50 -translate-y-24 rounded-md px-4 py-2.5 text-sm font-medium shadow-lg outline-none focus:translate-y-0 focus-visible:ring-[3px]"
      >
        {t("common.topBar.skipToContent")}
      </a>
      {/* While sign-in is still being checked (and in the prerendered HTML, ADR 0026) the bar shows
          what every visitor sees, without Login/Register or the account's items: no wrong content. */}
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="focus-visible:ring-ring/50 -ms-1 flex items-center gap-2 rounded-md px-1 outline-none focus-visible:ring-[3px]"
        >
          <LogoMark />
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name */}
          <span className="text-lg font-bold tracking-tight">Lyceum</span>
        </Link>

        <nav aria-label={t("common.topBar.mainNav")} className="ms-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(isAuthenticated, false, signedIn).map((item) => (
              <li key={item.label}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        {/* The actions keep their box while sign-in is checked (ADR 0026, no layout shift): Login and
            Register are laid out but invisible until the answer, and on a phone the box already has
            the width of a signed-in user's Discussion, bell, avatar and menu buttons. */}
        <div className="ms-auto flex items-center justify-end gap-2 min-[375px]:min-w-53 sm:min-w-0">
          {isAuthenticated && (
            <Button asChild variant="ghost" size="icon" className="relative">
              <Link to="/homechat">
                <MessagesSquareIcon className="size-5" aria-hidden="true" />
                <span className="sr-only">{t("common.topBar.discussion")}</span>
                <UnreadBadge className="absolute -end-1 -top-0.5 h-4 min-w-4 px-1 text-[10px]" />
              </Link>
            </Button>
          )}
          {isAuthenticated && (
            <AfterLoad idleMs={SIGNED_IN_PARTS_AFTER_LOAD_MS} fallback={BELL_PLACEHOLDER}>
              <NotificationBell />
            </AfterLoad>
          )}
          {isAuthenticated ? (
            // The placeholders have the size of what they wait for (on a phone): nothing moves on arrival.
            <AfterLoad idleMs={SIGNED_IN_PARTS_AFTER_LOAD_MS} fallback={MENU_PLACEHOLDER}>
              <ProfileMenu />
            </AfterLoad>
          ) : (
            <div
              className={cn("hidden items-center gap-2 sm:flex", isLoading && "invisible")}
              aria-hidden={isLoading || undefined}
            >
              <VisitorLinks loginVariant="ghost" placeholder={isLoading} />
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            ref={menuButton}
            className="md:hidden"
            // Prerendered (ADR 0026): a tap before React runs would be lost, so it waits until then.
            disabled={!hydrated}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("common.topBar.closeMenu") : t("common.topBar.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <nav id={menuId} aria-label={t("common.topBar.mobileNav")} className="bg-background border-t md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
            {navItems(isAuthenticated, true, signedIn).map((item) => (
              <li key={item.label}>
                <NavLink item={item} block />
              </li>
            ))}
            {!isLoading && !isAuthenticated && (
              <li className="mt-2 grid grid-cols-2 gap-2 sm:hidden">
                <VisitorLinks loginVariant="outline" />
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}

/**
 * Login and Register for visitors. As a `placeholder` (while sign-in is checked) they are boxes of
 * the same size but not links: nobody signed in may see or follow Login before the answer.
 */
function VisitorLinks({
  loginVariant,
  placeholder = false,
}: {
  loginVariant: "ghost" | "outline";
  placeholder?: boolean;
}) {
  const t = useT();
  if (placeholder) {
    return (
      <>
        <span className={buttonVariants({ variant: loginVariant })}>{t("common.topBar.login")}</span>
        <span className={buttonVariants()}>{t("common.topBar.register")}</span>
      </>
    );
  }
  return (
    <>
      <Button asChild variant={loginVariant}>
        <Link to="/login">{t("common.topBar.login")}</Link>
      </Button>
      <Button asChild>
        <Link to="/register">{t("common.topBar.register")}</Link>
      </Button>
    </>
  );
}

/** The router marks the link of the current page active (and sets aria-current="page"). */
function NavLink({ item, block = false }: { item: NavItem; block?: boolean }) {
  const t = useT();
  const base = cn(
    "focus-visible:ring-ring/50 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px]",
    block && "block py-2.5 text-base",
  );
  return (
    <Link
      {...item.link}
      activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
      className={base}
      activeProps={{ className: "bg-secondary text-primary" }}
      inactiveProps={{ className: "text-muted-foreground hover:bg-accent hover:text-foreground" }}
    >
      {t(NAV_LABELS[item.label])}
      {item.unread && <UnreadBadge className="ms-2" />}
    </Link>
  );
}
