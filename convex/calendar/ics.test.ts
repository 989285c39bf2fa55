/** The feed's iCalendar text without a parser: escaping, folding at 75 octets, CRLF, the frame. */
import { expect, test } from "vitest";
import type { CalendarItem } from "../shared/calendarRules";
import { buildCalendar, calendarName, escapeText, foldLine, utcStamp } from "./model/ics";

const octets = (text: string) => new TextEncoder().encode(text).length;

test("TEXT values escape backslash, semicolon, comma and line breaks", () => {
  expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
});

test("long lines fold at 75 octets, never inside a UTF-8 character, and unfold to the original", () => {
  const line = `SUMMARY:${"Ünïcödé ✓ 😀 ".repeat(20)}`;
  const folded = foldLine(line);
  const parts = folded.split("\r\n");
  expect(parts.length).toBeGreaterThan(1);
  for (const [index, part] of parts.entries()) {
    expect(octets(part)).toBeLessThanOrEqual(75);
    if (index > 0) expect(part.startsWith(" ")).toBe(true);
    expect(part).not.toContain("\uFFFD");
  }
  expect(folded.replace(/\r\n /g, "")).toBe(line);
  expect(foldLine("SHORT:line")).toBe("SHORT:line");
});

test("a calendar is framed, every line ends in CRLF and each item is one VEVENT", () => {
  const item: CalendarItem = {
    uid: "deadline-k1",
    kind: "deadline",
    title: "Lab; part 2, with a long title that will need folding because it goes on and on",
    courseId: "c1",
    courseName: "Biology",
    at: Date.UTC(2026, 11, 2, 4, 59, 59, 999),
    extended: true,
    path: "/assignmentpage?course=c1",
    sequence: 3,
    modifiedAt: Date.UTC(2026, 10, 21, 12),
  };
  const text = buildCalendar({
    name: "Maya",
    language: "en",
    items: [item, { ...item, uid: "announcement-k2", kind: "announcement" }],
    now: Date.UTC(2026, 10, 27, 6, 0, 0),
    siteUrl: "https://lyceum.example",
    host: "lyceum.example",
  });
  expect(text.split("\r\n").every((line) => octets(line) <= 75)).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(2);
  expect(text.match(/^END:VEVENT\r$/gm)).toHaveLength(2);
  const unfolded = text.replace(/\r\n /g, "");
  for (const property of ["DTSTAMP:20261127T060000Z", "DTSTART:20261202T045900Z", "SEQUENCE:3"]) {
    expect(unfolded).toContain(`\r\n${property}\r\n`);
  }
  expect(unfolded).toContain("UID:deadline-k1@lyceum.example\r\n");
  expect(unfolded).toContain("SUMMARY:Due: Lab\\; part 2\\, with a long title");
  expect(unfolded).toContain("DESCRIPTION:Assignment deadline (your extension) · Biology\\nhttps://lyceum.example/");
  expect(unfolded).toContain("LAST-MODIFIED:20261121T120000Z");
  expect(unfolded).toContain("\r\nX-WR-CALNAME:Lyceum · Maya\r\n");
  expect(unfolded).toContain("DESCRIPTION:Announcement · Biology\\nhttps://lyceum.example/");
  expect(utcStamp(0)).toBe("19700101T000000Z");
});

const ITEM: CalendarItem = {
  uid: "deadline-k1",
  kind: "deadline",
  title: "Lab; part 2",
  courseId: "c1",
  courseName: "Biology",
  at: Date.UTC(2026, 11, 2, 4, 59, 59, 999),
  extended: false,
  path: "/assignmentpage?course=c1",
  sequence: 0,
  modifiedAt: Date.UTC(2026, 10, 21, 12),
};
const FRAME = {
  now: Date.UTC(2026, 10, 27, 6),
  siteUrl: "https://lyceum.example",
  host: "lyceum.example",
};

test("a Spanish feed writes its own words in Spanish and people's titles as written", () => {
  const items = [
    ITEM,
    { ...ITEM, uid: "deadline-k2", extended: true },
    { ...ITEM, uid: "a-k3", kind: "announcement" as const },
  ];
  const unfolded = buildCalendar({ ...FRAME, name: "Lucía", language: "es", items }).replace(/\r\n /g, "");
  expect(unfolded).toContain("\r\nX-WR-CALNAME:Lyceum · Lucía\r\n");
  expect(unfolded).toContain("\r\nSUMMARY:Entrega: Lab\\; part 2\r\n");
  expect(unfolded).toContain("\r\nDESCRIPTION:Fecha límite de la tarea · Biology\\nhttps://lyceum.example/");
  expect(unfolded).toContain("\r\nDESCRIPTION:Fecha límite de la tarea (tu prórroga) · Biology\\n");
  expect(unfolded).toContain("\r\nSUMMARY:Lab\\; part 2\r\nDESCRIPTION:Anuncio · Biology\\n");
  // The frame and the event's identity do not depend on the language.
  expect(unfolded).toContain("UID:deadline-k1@lyceum.example\r\n");
  expect(unfolded).toContain("SEQUENCE:0\r\n");
  expect(calendarName("", "es")).toBe("Lyceum");
});

test("an Arabic feed's long summary folds at 75 octets between UTF-8 characters and unfolds to the original", () => {
  const title = "تقرير المختبر عن التمثيل الضوئي، الجزء الثاني; مع ملاحظات المعلم";
  const text = buildCalendar({ ...FRAME, name: "مريم", language: "ar", items: [{ ...ITEM, title }] });
  const lines = text.split("\r\n");
  for (const line of lines) {
    expect(octets(line)).toBeLessThanOrEqual(75);
    // A fold inside a two-octet Arabic letter would leave a lone byte: decoding would show U+FFFD.
    expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
    expect(line).not.toContain("\uFFFD");
  }
  const summaryAt = lines.findIndex((line) => line.startsWith("SUMMARY:"));
  expect(lines[summaryAt + 1]!.startsWith(" ")).toBe(true);
  const unfolded = text.replace(/\r\n /g, "");
  expect(unfolded).toContain("\r\nX-WR-CALNAME:Lyceum · مريم\r\n");
  expect(unfolded).toContain(`\r\nSUMMARY:موعد التسليم: ${title.replace(";", "\\;")}\r\n`);
  expect(unfolded).toContain("\r\nDESCRIPTION:الموعد النهائي للواجب · Biology\\nhttps://lyceum.example/");
});
