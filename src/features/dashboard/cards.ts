import {
  BookOpenIcon,
  CalendarDaysIcon,
  ChartLineIcon,
  ClipboardListIcon,
  GamepadIcon,
  GraduationCapIcon,
  KeyRoundIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  NewspaperIcon,
  PresentationIcon,
  ShieldCheckIcon,
  SquarePlusIcon,
  TrophyIcon,
  type LucideIcon,
} from "lucide-react";
import { linkOptions, type LinkOptions } from "@tanstack/react-router";
import { courseDetailLink, getStoredCourse } from "@/lib/current-course";
import { isStaff, type Role } from "@/lib/me";

type DashboardCard = {
  title: string;
  description: string;
  link: LinkOptions;
  icon: LucideIcon;
  /** Shows the live count of unread discussion messages. */
  unread?: boolean;
};

const EVERYONE: readonly Role[] = ["student", "teacher", "Admin"];

/**
 * SPEC §2 dashboard cards and who sees them. A role outside the known three would see only
 * View Courses and Course Progress (SPEC §6).
 */
export function dashboardCards(role: string): DashboardCard[] {
  const course = getStoredCourse();
  const is = (roles: readonly Role[]) => (roles as readonly string[]).includes(role);
  const cards: Array<DashboardCard & { show: boolean }> = [
    {
      title: "View Courses",
      description: "Browse the catalogue and find your next class.",
      link: linkOptions({ to: "/dashboard/viewcourse" }),
      icon: BookOpenIcon,
      show: true,
    },
    {
      title: "Course Progress",
      description: course
        ? `Continue ${course.courseName} where you left off.`
        : "Enrol in a course first, then track how far you've come.",
      // Without a remembered course there is nothing to show progress for: go to the catalogue.
      link: course ? courseDetailLink(course) : linkOptions({ to: "/dashboard/viewcourse" }),
      icon: ChartLineIcon,
      show: true,
    },
    {
      title: "Join a course",
      description: "Got a join code from your teacher? Enter it to join their course.",
      link: linkOptions({ to: "/join" }),
      icon: KeyRoundIcon,
      show: role === "student",
    },
    {
      title: "Quiz Competition",
      description: "Race the clock through ten questions and test yourself.",
      link: linkOptions({ to: "/quizrules" }),
      icon: TrophyIcon,
      show: role === "student",
    },
    {
      title: "Live quiz game",
      description: "Your teacher is running a game in class? Enter the code from the big screen.",
      link: linkOptions({ to: "/play" }),
      icon: GamepadIcon,
      show: role === "student",
    },
    {
      title: "My teaching",
      description: "Your courses, who is enrolled, and where to manage lessons, assignments and quizzes.",
      link: linkOptions({ to: "/teaching" }),
      icon: PresentationIcon,
      show: isStaff(role),
    },
    {
      title: "Add Courses",
      description: "Publish a new course with a description, duration and cover image.",
      link: linkOptions({ to: "/addcourse" }),
      icon: SquarePlusIcon,
      show: isStaff(role),
    },
    {
      title: "Quiz bank",
      description: "Write your courses' quiz questions and give students extra time.",
      link: linkOptions({ to: "/quizbank" }),
      icon: ListChecksIcon,
      show: isStaff(role),
    },
    {
      title: "Admin console",
      description: "Manage people's roles and read the event log.",
      link: linkOptions({ to: "/admin" }),
      icon: ShieldCheckIcon,
      show: role === "Admin",
    },
    {
      title: "Explore Tech World",
      description: "Fresh programming articles picked from the community.",
      link: linkOptions({ to: "/resources" }),
      icon: NewspaperIcon,
      show: is(EVERYONE),
    },
    {
      title: "Assignments",
      description: "Download tasks, hand in your work and keep up with deadlines.",
      link: linkOptions({ to: "/assignmentpage" }),
      icon: ClipboardListIcon,
      show: is(EVERYONE),
    },
    {
      title: "Calendar",
      description: "Every deadline of your courses by month, and a feed for your own calendar app.",
      link: linkOptions({ to: "/calendar" }),
      icon: CalendarDaysIcon,
      show: is(EVERYONE),
    },
    {
      title: "Discussion Forums",
      description: "Ask questions and help others in the live chat.",
      link: linkOptions({ to: "/homechat" }),
      icon: MessagesSquareIcon,
      unread: true,
      show: is(EVERYONE),
    },
    {
      title: "Our Teachers",
      description: "Meet the people behind the lessons.",
      link: linkOptions({ to: "/listallteachers" }),
      icon: GraduationCapIcon,
      show: is(EVERYONE),
    },
  ];
  return cards.filter((card) => card.show).map(({ show: _show, ...card }) => card);
}
