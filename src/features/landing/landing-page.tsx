import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon, SignalIcon, SparklesIcon, TimerIcon } from "lucide-react";
import { LogoMark } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { CONTACT, FEATURES, POPULAR_COURSES, type SampleCourse } from "./content";
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
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_oklch,var(--highlight)_28%,transparent),transparent),radial-gradient(50rem_30rem_at_0%_110%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="bg-card text-muted-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-xs">
            <SparklesIcon className="text-highlight-foreground size-3.5" aria-hidden="true" />
            Open-source learning for every classroom
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Learn from real teachers, <span className="text-primary">at your own pace.</span>
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg text-pretty">
            Lyceum brings courses, video lessons, assignments, timed quizzes and a live discussion together in one calm,
            focused place.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <Button asChild size="lg" className="h-12 px-7 text-base">
              <Link to="/dashboard/viewcourse">
                Get Started
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base">
              <a href="#courses">See popular courses</a>
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
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="bg-card rotate-1 rounded-2xl border p-5 shadow-xl">
        <div className="h-36 rounded-xl bg-[linear-gradient(135deg,#1e2a5a,#3b4fa8)] p-5 text-white">
          <p className="text-xs font-medium tracking-widest text-white/70 uppercase">Course</p>
          <p className="mt-1 text-xl font-semibold">Web Development Bootcamp</p>
          <p className="mt-6 text-sm text-white/80">Lesson 7 · Responsive layouts</p>
        </div>
        <div className="mt-5 flex items-center justify-between text-sm">
          <span className="font-medium">Your progress</span>
          <span className="text-muted-foreground">64%</span>
        </div>
        <div className="bg-secondary mt-2 h-2 rounded-full">
          <div className="bg-primary h-2 w-[64%] rounded-full" />
        </div>
      </div>
      <div className="bg-card absolute -bottom-8 -left-4 w-56 -rotate-2 rounded-xl border p-4 shadow-lg sm:-left-10">
        <p className="flex items-center gap-2 text-xs font-semibold">
          <TimerIcon className="text-primary size-4" /> Quiz · 0:24 left
        </p>
        <p className="mt-2 text-sm">Which keyword declares a constant?</p>
        <div className="mt-3 grid grid-cols-2 gap-2 text-xs">
          <span className="rounded-md border px-2 py-1.5">var</span>
          <span className="rounded-md border border-emerald-500 bg-emerald-50 px-2 py-1.5 font-medium text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300">
            const
          </span>
        </div>
      </div>
      <div className="bg-brand text-brand-foreground absolute -top-6 -right-2 max-w-[13rem] rounded-2xl rounded-br-sm px-4 py-3 text-sm shadow-lg sm:-right-6">
        Anyone stuck on the flexbox exercise? Happy to help!
      </div>
    </div>
  );
}

function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="bg-muted/40 scroll-mt-20 border-b py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="features-heading"
          eyebrow="Features"
          title="Everything a course needs"
          text="From the first lesson to the final quiz, the tools students and teachers use every day."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="bg-card rounded-2xl border p-6 shadow-xs transition-shadow hover:shadow-md">
              <span className="bg-brand text-highlight flex size-11 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-2 text-sm/6">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CoursesSection() {
  return (
    <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-20 border-b py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="courses-heading"
          eyebrow="Popular Courses"
          title="Start with a favourite"
          text="Three courses our students love. Pick one and begin today."
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
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs transition-shadow hover:shadow-md">
      <div
        aria-hidden="true"
        className="relative flex h-40 items-end overflow-hidden p-5"
        style={{ backgroundImage: `linear-gradient(135deg, ${course.from}, ${course.to})` }}
      >
        <span className="absolute -top-4 right-4 font-mono text-8xl font-bold text-white/15 select-none">
          {course.glyph}
        </span>
        <span className="rounded-full bg-white/20 px-2.5 py-1 text-xs font-medium text-white backdrop-blur">
          {course.level}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold">{course.title}</h3>
        <p className="text-muted-foreground mt-2 flex-1 text-sm/6">{course.description}</p>
        <div className="text-muted-foreground mt-5 flex items-center gap-4 text-xs">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-3.5" aria-hidden="true" />
            {course.hours} hrs
          </span>
          <span className="inline-flex items-center gap-1.5">
            <SignalIcon className="size-3.5" aria-hidden="true" />
            {course.level}
          </span>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link to="/dashboard/viewcourse" aria-label={`Enroll Now: ${course.title}`}>
            Enroll Now
          </Link>
        </Button>
      </div>
    </article>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="bg-brand text-brand-foreground relative mx-auto max-w-6xl overflow-hidden rounded-3xl px-6 py-14 text-center sm:px-12">
        <div aria-hidden="true" className="bg-highlight/25 absolute -top-20 -right-16 size-72 rounded-full blur-3xl" />
        <h2 id="cta-heading" className="relative text-3xl font-bold tracking-tight text-balance">
          Ready when you are.
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-white/80">
          Create a free account as a student or a teacher and join the community.
        </p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-highlight text-highlight-foreground hover:bg-highlight/90">
            <Link to="/register">Create an account</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            <Link to="/login">I already have one</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  const linkClass =
    "text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]";
  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 font-bold">
            <LogoMark className="size-7" />
            Lyceum
          </Link>
          <p className="text-muted-foreground mt-3 max-w-xs text-sm">
            An open-source learning platform for students, teachers and schools.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <a href="#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href="#courses" className={linkClass}>
                Courses
              </a>
            </li>
            <li>
              <a href="#instructors" className={linkClass}>
                Instructors
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <MailIcon className="size-4" aria-hidden="true" />
                {CONTACT.email}
              </a>
            </li>
            <li>
              <a href={`tel:${CONTACT.phoneHref}`} className={`${linkClass} inline-flex items-center gap-2`}>
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
          © {new Date().getFullYear()} Lyceum contributors. Free and open-source software.
        </p>
      </div>
    </footer>
  );
}
