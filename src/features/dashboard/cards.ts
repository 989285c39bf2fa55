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
import { t } from "./i18n";

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
 * View Courses and Course Progress (SPEC §6). The words are in the language in force when called
 * (at render).
 */
export function dashboardCards(role: string): DashboardCard[] {
  const course = getStoredCourse();
  const is = (roles: readonly Role[]) => (roles as readonly string[]).includes(role);
  const cards: Array<DashboardCard & { show: boolean }> = [
    {
      title: t("dashboard.cards.viewCourses.title"),
      description: t("dashboard.cards.viewCourses.description"),
      link: linkOptions({ to: "/dashboard/viewcourse" }),
      icon: BookOpenIcon,
      show: true,
    },
    {
      title: t("dashboard.cards.progress.title"),
      description: course
        ? t("dashboard.cards.progress.continue", { course: course.courseName })
        : t("dashboard.cards.progress.description"),
      // Without a remembered course there is nothing to show progress for: go to the catalogue.
      link: course ? courseDetailLink(course) : linkOptions({ to: "/dashboard/viewcourse" }),
      icon: ChartLineIcon,
      show: true,
    },
    {
      title: t("dashboard.cards.join.title"),
      description: t("dashboard.cards.join.description"),
      link: linkOptions({ to: "/join" }),
      icon: KeyRoundIcon,
      show: role === "student",
    },
    {
      title: t("dashboard.cards.quiz.title"),
      description: t("dashboard.cards.quiz.description"),
      link: linkOptions({ to: "/quizrules" }),
      icon: TrophyIcon,
      show: role === "student",
    },
    {
      title: t("dashboard.cards.liveGame.title"),
      description: t("dashboard.cards.liveGame.description"),
      link: linkOptions({ to: "/play" }),
      icon: GamepadIcon,
      show: role === "student",
    },
    {
      title: t("dashboard.cards.teaching.title"),
      description: t("dashboard.cards.teaching.description"),
      link: linkOptions({ to: "/teaching" }),
      icon: PresentationIcon,
      show: isStaff(role),
    },
    {
      title: t("dashboard.cards.addCourses.title"),
      description: t("dashboard.cards.addCourses.description"),
      link: linkOptions({ to: "/addcourse" }),
      icon: SquarePlusIcon,
      show: isStaff(role),
    },
    {
      title: t("dashboard.cards.quizBank.title"),
      description: t("dashboard.cards.quizBank.description"),
      link: linkOptions({ to: "/quizbank" }),
      icon: ListChecksIcon,
      show: isStaff(role),
    },
    {
      title: t("dashboard.cards.admin.title"),
      description: t("dashboard.cards.admin.description"),
      link: linkOptions({ to: "/admin" }),
      icon: ShieldCheckIcon,
      show: role === "Admin",
    },
    {
      title: t("dashboard.cards.resources.title"),
      description: t("dashboard.cards.resources.description"),
      link: linkOptions({ to: "/resources" }),
      icon: NewspaperIcon,
      show: is(EVERYONE),
    },
    {
      title: t("dashboard.cards.assignments.title"),
      description: t("dashboard.cards.assignments.description"),
      link: linkOptions({ to: "/assignmentpage" }),
      icon: ClipboardListIcon,
      show: is(EVERYONE),
    },
    {
      title: t("dashboard.cards.calendar.title"),
      description: t("dashboard.cards.calendar.description"),
      link: linkOptions({ to: "/calendar" }),
      icon: CalendarDaysIcon,
      show: is(EVERYONE),
    },
    {
      title: t("dashboard.cards.forums.title"),
      description: t("dashboard.cards.forums.description"),
      link: linkOptions({ to: "/homechat" }),
      icon: MessagesSquareIcon,
      unread: true,
      show: is(EVERYONE),
    },
    {
      title: t("dashboard.cards.teachers.title"),
      description: t("dashboard.cards.teachers.description"),
      link: linkOptions({ to: "/listallteachers" }),
      icon: GraduationCapIcon,
      show: is(EVERYONE),
    },
  ];
  return cards.filter((card) => card.show).map(({ show: _show, ...card }) => card);
}
