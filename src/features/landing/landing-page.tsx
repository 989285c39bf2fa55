import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon, SignalIcon, SparklesIcon, TimerIcon } from "lucide-react";
import { LogoMark } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/i18n/format";
import { LanguagePicker } from "@/lib/i18n/language-picker";
import { CONTACT, FEATURES, POPULAR_COURSES, type SampleCourse } from "./content";
import { useT } from "./i18n";
import { InstructorsSection } from "./instructors-section";
import { SectionIntro } from "./section-intro";

export function LandingPage() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <CoursesSection />
      <InstructorsSection />
      <CallToAction />
      <SiteFooter />
    </>
  );
}

function Hero() {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      {/* In the hero's top padding, out of the flow: nothing of the prerendered page moves for it. */}
      <LanguagePicker className="absolute end-4 top-4 sm:end-6 lg:end-8" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_oklch,var(--highlight)_28%,transparent),transparent),radial-gradient(50rem_30rem_at_0%_110%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="bg-card text-muted-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-xs">
            <SparklesIcon className="text-highlight-foreground size-3.5" aria-hidden="true" />
            {t("landing.hero.badge")}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("landing.hero.titleStart")} <span className="text-primary">{t("landing.hero.titleEnd")}</span>
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg text-pretty">{t("landing.hero.lead")}</p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <Button asChild size="lg" className="h-12 px-7 text-base">
              <Link to="/dashboard/viewcourse">
                {t("landing.hero.getStarted")}
                <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base">
              <a href="#courses">{t("landing.hero.seeCourses")}</a>
            </Button>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** A small, decorative composition of the product's pieces. */
function HeroVisual() {
  const t = useT();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="bg-card rotate-1 rounded-2xl border p-5 shadow-xl">
        <div className="h-36 rounded-xl bg-[linear-gradient(135deg,#1e2a5a,#3b4fa8)] p-5 text-white">
          <p className="text-xs font-medium tracking-widest text-white/70 uppercase">{t("landing.visual.course")}</p>
          <p className="mt-1 text-xl font-semibold">{t("landing.courses.webBootcampTitle")}</p>
          <p className="mt-6 text-sm text-white/80">{t("landing.visual.lesson", { number: 7 })}</p>
        </div>
        <div className="mt-5 flex items-center justify-between text-sm">
          <span className="font-medium">{t("landing.visual.progress")}</span>
          <span className="text-muted-foreground">{formatNumber(0.64, { style: "percent" })}</span>
        </div>
        <div className="bg-secondary mt-2 h-2 overflow-hidden rounded-full">
          <div className="bg-primary h-2 w-[64%] rounded-full" />
        </div>
      </div>
      <div className="bg-card absolute -start-4 -bottom-8 w-56 -rotate-2 rounded-xl border p-4 shadow-lg sm:-start-10">
        <p className="flex items-center gap-2 text-xs font-semibold">
          <TimerIcon className="text-primary size-4" /> {t("landing.visual.quizLeft", { time: "0:24" })}
        </p>
        <p className="mt-2 text-sm">{t("landing.visual.question")}</p>
        <div className="mt-3 grid grid-cols-2 gap-2 text-xs">
          <span className="rounded-md border px-2 py-1.5">var</span>
          <span className="rounded-md border border-emerald-500 bg-emerald-50 px-2 py-1.5 font-medium text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300">
            const
          </span>
        </div>
      </div>
      <div className="bg-brand text-brand-foreground absolute -end-2 -top-6 max-w-[13rem] rounded-2xl rounded-ee-sm px-4 py-3 text-sm shadow-lg sm:-end-6">
        {t("landing.visual.chat")}
      </div>
    </div>
  );
}

function FeaturesSection() {
  const t = useT();
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="bg-muted/40 scroll-mt-20 border-b py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="features-heading"
          eyebrow={t("landing.features.eyebrow")}
          title={t("landing.features.title")}
          text={t("landing.features.text")}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="bg-card rounded-2xl border p-6 shadow-xs transition-shadow hover:shadow-md">
              <span className="bg-brand text-highlight flex size-11 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(title)}</h3>
              <p className="text-muted-foreground mt-2 text-sm/6">{t(description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CoursesSection() {
  const t = useT();
  return (
    <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-20 border-b py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="courses-heading"
          eyebrow={t("landing.courses.eyebrow")}
          title={t("landing.courses.title")}
          text={t("landing.courses.text")}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {POPULAR_COURSES.map((course) => (
            <li key={course.title}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CourseCard({ course }: { course: SampleCourse }) {
  const t = useT();
  const title = t(course.title);
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs transition-shadow hover:shadow-md">
      <div
        aria-hidden="true"
        className="relative flex h-40 items-end overflow-hidden p-5"
        style={{ backgroundImage: `linear-gradient(135deg, ${course.from}, ${course.to})` }}
      >
        <span className="absolute end-4 -top-4 font-mono text-8xl font-bold text-white/15 select-none">
          {course.glyph}
        </span>
        <span className="rounded-full bg-white/20 px-2.5 py-1 text-xs font-medium text-white backdrop-blur">
          {t(course.level)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-muted-foreground mt-2 flex-1 text-sm/6">{t(course.description)}</p>
        <div className="text-muted-foreground mt-5 flex items-center gap-4 text-xs">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-3.5" aria-hidden="true" />
            {t("landing.courses.hours", { count: course.hours })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <SignalIcon className="size-3.5" aria-hidden="true" />
            {t(course.level)}
          </span>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link to="/dashboard/viewcourse" aria-label={t("landing.courses.enrollIn", { course: title })}>
            {t("landing.courses.enroll")}
          </Link>
        </Button>
      </div>
    </article>
  );
}

function CallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="bg-brand text-brand-foreground relative mx-auto max-w-6xl overflow-hidden rounded-3xl px-6 py-14 text-center sm:px-12">
        <div aria-hidden="true" className="bg-highlight/25 absolute -end-16 -top-20 size-72 rounded-full blur-3xl" />
        <h2 id="cta-heading" className="relative text-3xl font-bold tracking-tight text-balance">
          {t("landing.cta.title")}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-white/80">{t("landing.cta.text")}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-highlight text-highlight-foreground hover:bg-highlight/90">
            <Link to="/register">{t("landing.cta.register")}</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            <Link to="/login">{t("landing.cta.login")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  const t = useT();
  const linkClassName =
    "text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]";
  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 font-bold">
            <LogoMark className="size-7" />
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product name, the same in every language */}
            {"Lyceum"}
          </Link>
          <p className="text-muted-foreground mt-3 max-w-xs text-sm">{t("landing.footer.about")}</p>
        </div>
        <nav aria-label={t("landing.footer.label")}>
          <h2 className="text-sm font-semibold">{t("landing.footer.explore")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/" className={linkClassName}>
                {t("landing.footer.home")}
              </Link>
            </li>
            <li>
              <a href="#features" className={linkClassName}>
                {t("landing.footer.features")}
              </a>
            </li>
            <li>
              <a href="#courses" className={linkClassName}>
                {t("landing.footer.courses")}
              </a>
            </li>
            <li>
              <a href="#instructors" className={linkClassName}>
                {t("landing.footer.instructors")}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">{t("landing.footer.contact")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`${linkClassName} inline-flex items-center gap-2`}>
                <MailIcon className="size-4" aria-hidden="true" />
                {CONTACT.email}
              </a>
            </li>
            <li>
              <a href={`tel:${CONTACT.phoneHref}`} className={`${linkClassName} inline-flex items-center gap-2`}>
                <PhoneIcon className="size-4" aria-hidden="true" />
                {CONTACT.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        {/* The prerendered year is the build's (ADR 0026); a different one in the browser is no error. */}
        <p
          suppressHydrationWarning
          className="text-muted-foreground mx-auto max-w-6xl px-4 py-6 text-xs sm:px-6 lg:px-8"
        >
          {t("landing.footer.copyright", { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
