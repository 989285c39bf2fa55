// Not deployed (two dots in the name): authorization rows of convex/announcements/announcements.ts.
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";
import { COURSE_ROOM } from "./chat.setup";

/** The course page's panel: its people get it, other signed-in callers get nothing (null). */
const PANEL: Record<Caller, Outcome> = { ...COURSE_ROOM, student: "hidden", otherTeacher: "hidden" };

const COURSE_PEOPLE = "the course's enrolled students, its teacher and Admins";
const MANAGERS = "the course's own teacher and Admins";

/** An announcement the course's teacher posted, with a comment by the enrolled student. */
type AnnouncementWorld = { announcementId: Id<"announcements">; commentId: Id<"announcementComments"> };
const seeded = new WeakMap<World, AnnouncementWorld>();

async function prepareAnnouncement(t: TestConvex, world: World): Promise<void> {
  // Loaded here, not at the top: scripts/authz-table.ts imports this file outside vitest.
  const { identityFor } = await import("../../test.setup");
  const owner = t.withIdentity(identityFor(world.actors.owner.userId));
  const enrolled = t.withIdentity(identityFor(world.actors.enrolled.userId));
  const announcementId = await owner.mutation(api.announcements.announcements.post, {
    courseId: world.courseId,
    title: "Room change",
    body: "Room 12.",
    pinned: false,
  });
  const commentId = await enrolled.mutation(api.announcements.announcements.comment, {
    announcementId,
    text: "Thanks",
  });
  seeded.set(world, { announcementId, commentId });
}

function announcementWorld(world: World): AnnouncementWorld {
  const found = seeded.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: prepareAnnouncement`.");
  return found;
}

const announcement = (world: World) => ({ announcementId: announcementWorld(world).announcementId });
const firstPage = { numItems: 10, cursor: null };

export const rows: Rows = {
  "announcements/announcements:forCoursePage": {
    rule: `${COURSE_PEOPLE}; nothing (null) for other signed-in callers`,
    args: (world) => ({ courseId: world.courseId }),
    expect: PANEL,
  },
  "announcements/announcements:list": {
    rule: COURSE_PEOPLE,
    args: (world) => ({ courseId: world.courseId, paginationOpts: firstPage }),
    expect: COURSE_ROOM,
  },
  "announcements/announcements:post": {
    rule: MANAGERS,
    args: (world) => ({ courseId: world.courseId, title: "Exam", body: "On Friday.", pinned: true }),
    expect: COURSE_MANAGERS,
  },
  "announcements/announcements:edit": {
    rule: MANAGERS,
    prepare: prepareAnnouncement,
    args: (world) => ({ ...announcement(world), title: "Room change", body: "Room 14." }),
    expect: COURSE_MANAGERS,
  },
  "announcements/announcements:setPinned": {
    rule: MANAGERS,
    prepare: prepareAnnouncement,
    args: (world) => ({ ...announcement(world), pinned: true }),
    expect: COURSE_MANAGERS,
  },
  "announcements/announcements:remove": {
    rule: MANAGERS,
    prepare: prepareAnnouncement,
    args: announcement,
    expect: COURSE_MANAGERS,
  },
  "announcements/announcements:comments": {
    rule: COURSE_PEOPLE,
    prepare: prepareAnnouncement,
    args: (world) => ({ ...announcement(world), paginationOpts: firstPage }),
    expect: COURSE_ROOM,
  },
  "announcements/announcements:comment": {
    rule: COURSE_PEOPLE,
    prepare: prepareAnnouncement,
    args: (world) => ({ ...announcement(world), text: "A question" }),
    expect: COURSE_ROOM,
  },
  "announcements/announcements:deleteComment": {
    rule: "the comment's author (here the enrolled student), the course's teacher and Admins",
    prepare: prepareAnnouncement,
    args: (world) => ({ commentId: announcementWorld(world).commentId }),
    expect: COURSE_ROOM,
  },
};
