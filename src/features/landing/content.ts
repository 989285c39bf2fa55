import {
  AwardIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  MonitorPlayIcon,
  type LucideIcon,
} from "lucide-react";
import type { t } from "./i18n";

/** A key of the landing page's catalog: the words are looked up when the page renders. */
type LandingKey = Parameters<typeof t>[0];

export type Feature = { title: LandingKey; description: LandingKey; icon: LucideIcon };

/** SPEC §2: the six features of the landing page. */
export const FEATURES: Feature[] = [
  {
    title: "landing.features.interactiveCoursesTitle",
    description: "landing.features.interactiveCoursesText",
    icon: MonitorPlayIcon,
  },
  {
    title: "landing.features.expertTutorsTitle",
    description: "landing.features.expertTutorsText",
    icon: GraduationCapIcon,
  },
  {
    title: "landing.features.certificationsTitle",
    description: "landing.features.certificationsText",
    icon: AwardIcon,
  },
  {
    title: "landing.features.assignmentsTitle",
    description: "landing.features.assignmentsText",
    icon: ClipboardListIcon,
  },
  {
    title: "landing.features.quizzesTitle",
    description: "landing.features.quizzesText",
    icon: ListChecksIcon,
  },
  {
    title: "landing.features.discussionForumTitle",
    description: "landing.features.discussionForumText",
    icon: MessagesSquareIcon,
  },
];

export type SampleCourse = {
  title: LandingKey;
  description: LandingKey;
  hours: number;
  level: LandingKey;
  /** Two colours of the cover gradient and the big glyph on it. */
  from: string;
  to: string;
  glyph: string;
};

/** SPEC §2: three fixed sample courses. */
export const POPULAR_COURSES: SampleCourse[] = [
  {
    title: "landing.courses.pythonTitle",
    description: "landing.courses.pythonText",
    hours: 12,
    level: "landing.courses.beginner",
    from: "#2b4c9b",
    to: "#3f7fd1",
    glyph: "py",
  },
  {
    title: "landing.courses.javascriptTitle",
    description: "landing.courses.javascriptText",
    hours: 16,
    level: "landing.courses.beginner",
    from: "#b7791f",
    to: "#f5b942",
    glyph: "js",
  },
  {
    title: "landing.courses.webBootcampTitle",
    description: "landing.courses.webBootcampText",
    hours: 40,
    level: "landing.courses.intermediate",
    from: "#0f766e",
    to: "#2bb5a0",
    glyph: "</>",
  },
];

export const CONTACT = { email: "hello@lyceum.school", phone: "+1 (555) 010-4242", phoneHref: "+15550104242" };
