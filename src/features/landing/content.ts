import {
  AwardIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  MonitorPlayIcon,
  type LucideIcon,
} from "lucide-react";

export type Feature = { title: string; description: string; icon: LucideIcon };

/** SPEC §2: the six features of the landing page. */
export const FEATURES: Feature[] = [
  {
    title: "Interactive Courses",
    description: "Video lessons and a clear lesson list for every course, so you always know what's next.",
    icon: MonitorPlayIcon,
  },
  {
    title: "Expert Tutors",
    description: "Learn from teachers who know their field and answer your questions directly.",
    icon: GraduationCapIcon,
  },
  {
    title: "Certifications",
    description: "Finish a course and show what you've achieved with a certificate to share.",
    icon: AwardIcon,
  },
  {
    title: "Assignments",
    description: "Hands-on tasks from your teachers. Download the brief, submit your work, get feedback.",
    icon: ClipboardListIcon,
  },
  {
    title: "Quizzes",
    description: "Timed multiple-choice rounds that turn revision into a friendly competition.",
    icon: ListChecksIcon,
  },
  {
    title: "Discussion Forum",
    description: "A live chat where students and teachers help each other, any time of day.",
    icon: MessagesSquareIcon,
  },
];

export type SampleCourse = {
  title: string;
  description: string;
  hours: number;
  level: string;
  /** Two colours of the cover gradient and the big glyph on it. */
  from: string;
  to: string;
  glyph: string;
};

/** SPEC §2: three fixed sample courses. */
export const POPULAR_COURSES: SampleCourse[] = [
  {
    title: "Python for Beginners",
    description: "Variables, loops, functions and files: write your first useful programs in Python.",
    hours: 12,
    level: "Beginner",
    from: "#2b4c9b",
    to: "#3f7fd1",
    glyph: "py",
  },
  {
    title: "JavaScript Essentials",
    description: "The language of the web, from the basics to async code, the DOM and modern syntax.",
    hours: 16,
    level: "Beginner",
    from: "#b7791f",
    to: "#f5b942",
    glyph: "js",
  },
  {
    title: "Web Development Bootcamp",
    description: "HTML, CSS and JavaScript together: build and publish complete, responsive websites.",
    hours: 40,
    level: "Intermediate",
    from: "#0f766e",
    to: "#2bb5a0",
    glyph: "</>",
  },
];

export const CONTACT = { email: "hello@lyceum.school", phone: "+1 (555) 010-4242", phoneHref: "+15550104242" };
