import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { keyed } from "@convex/shared/messages";
import { RosterImportPage } from "./roster-import-page";

const COURSE = { _id: "c1", name: "Rust for Everyone", canManage: true, isOwn: true };
const CSV = "name,email\nAna New,ana@example.com\nKai Known,kai@example.com\n,x@example.com";
const PREVIEW = {
  fileError: null,
  counts: { new: 1, existing: 1, errors: 1 },
  rows: [
    {
      line: 2,
      name: "Ana New",
      email: "ana@example.com",
      studentNumber: "",
      courseName: "Rust for Everyone",
      status: "new",
      error: null,
    },
    {
      line: 3,
      name: "Kai Known",
      email: "kai@example.com",
      studentNumber: "",
      courseName: "Rust for Everyone",
      status: "existing",
      error: null,
    },
    {
      line: 4,
      name: "",
      email: "x@example.com",
      studentNumber: "",
      courseName: "Rust for Everyone",
      status: "error",
      error: "The name is missing.",
    },
  ],
};

function setup(importKey?: string) {
  const onStarted = vi.fn();
  const onAnother = vi.fn();
  fakeConvex.setQuery(api.courses.courses.get, COURSE);
  const user = userEvent.setup();
  renderRoute(<RosterImportPage courseId="c1" importKey={importKey} onStarted={onStarted} onAnother={onAnother} />, {
    path: "/roster/c1",
  });
  return { user, onStarted, onAnother };
}

describe("RosterImportPage", () => {
  it("previews the pasted roster row by row, then imports the rows without problems", { timeout: 15_000 }, async () => {
    fakeConvex.setQuery(api.onboarding.roster.preview, PREVIEW);
    fakeConvex.mutation(api.onboarding.roster.start).mockResolvedValue({ importKey: "imp1" });
    const { user, onStarted } = setup();
    await user.click(await screen.findByLabelText("Or paste it here"));
    await user.paste(CSV);
    await user.click(screen.getByRole("button", { name: "Check the roster" }));

    expect(fakeConvex.lastQueryArgs(api.onboarding.roster.preview)).toEqual({ courseId: "c1", csv: CSV });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent("The name is missing.");
    expect(rows[1]).toHaveTextContent("Invite");
    expect(rows[2]).toHaveTextContent("Enrol");
    expect(screen.getByText(/will be invited/)).toHaveTextContent(
      "1 new person will be invited, 1 with an account will be enrolled, 1 row has a problem and will be skipped.",
    );
    // Nothing is written before the confirmation.
    expect(fakeConvex.mutation(api.onboarding.roster.start)).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Import 2 students" }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith("imp1"));
    expect(fakeConvex.mutation(api.onboarding.roster.start)).toHaveBeenCalledWith({ courseId: "c1", csv: CSV });
  });

  it("a file the server refuses whole cannot be imported", async () => {
    fakeConvex.setQuery(api.onboarding.roster.preview, {
      fileError: "The file has 1,001 rows: at most 1,000 can be imported at once. Split it into smaller files.",
      rows: [],
      counts: { new: 0, existing: 0, errors: 0 },
    });
    const { user } = setup();
    await user.click(await screen.findByLabelText("Or paste it here"));
    await user.paste(CSV);
    await user.click(screen.getByRole("button", { name: "Check the roster" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("at most 1,000 can be imported");
    expect(screen.queryByRole("button", { name: /^Import/ })).not.toBeInTheDocument();
  });

  it("shows the import's progress live, with the failures", async () => {
    fakeConvex.setQuery(api.onboarding.roster.progress, {
      courseName: "Rust for Everyone",
      total: 120,
      done: 50,
      invited: 49,
      enrolled: 0,
      failed: 1,
      skipped: 0,
      claimed: 0,
      finished: false,
      failures: [
        {
          index: 7,
          name: "Ben",
          email: "ben@example.com",
          reason: "This e-mail belongs to a teacher or Admin account: only students are imported.",
        },
        {
          index: 9,
          name: "Cleo",
          email: "cleo@example.com",
          reason: keyed("server.roster.invitationMailFailed", { detail: "connection refused" }),
        },
      ],
    });
    setup("imp1");
    expect(await screen.findByRole("heading", { name: "Importing…" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Rows imported" })).toHaveAttribute(
      "aria-valuetext",
      "50 of 120 rows",
    );
    expect(screen.getByText(/rows done/)).toHaveTextContent("50 of 120 rows done");
    expect(screen.getByText(/ben@example.com/).closest("li")).toHaveTextContent("only students are imported");
    expect(screen.getByText(/cleo@example.com/).closest("li")).toHaveTextContent(
      "The invitation mail could not be sent (connection refused).",
    );

    fakeConvex.setQuery(api.onboarding.roster.progress, {
      courseName: "Rust for Everyone",
      total: 120,
      done: 120,
      invited: 119,
      enrolled: 0,
      failed: 1,
      skipped: 0,
      claimed: 3,
      finished: true,
      failures: [],
    });
    expect(await screen.findByRole("heading", { name: "Import finished" })).toBeInTheDocument();
    expect(screen.getByText(/rows done/)).toHaveTextContent("120 of 120 rows done");
    expect(screen.getByRole("button", { name: "Import another file" })).toBeInTheDocument();
  });

  it("tells a caller who does not manage the course that only its teacher or an Admin imports", async () => {
    fakeConvex.setQuery(api.courses.courses.get, { ...COURSE, canManage: false, isOwn: false });
    renderRoute(<RosterImportPage courseId="c1" onStarted={vi.fn()} onAnother={vi.fn()} />, { path: "/roster/c1" });
    expect(await screen.findByText("Only this course's teacher or an Admin imports students")).toBeInTheDocument();
    expect(screen.queryByLabelText("CSV file")).not.toBeInTheDocument();
  });
});

describe("RosterImportPage in other languages", () => {
  afterEach(async () => {
    await activateLanguage("en");
  });

  const PROGRESS = {
    courseName: "Rust for Everyone",
    total: 120,
    done: 120,
    invited: 117,
    enrolled: 0,
    failed: 0,
    skipped: 3,
    claimed: 0,
    finished: true,
    failures: [],
  };

  it("counts the rows in Spanish, with its plurals", async () => {
    await activateLanguage("es");
    fakeConvex.setQuery(api.onboarding.roster.progress, PROGRESS);
    setup("imp1");
    expect(await screen.findByRole("heading", { name: "Importación terminada" })).toBeInTheDocument();
    expect(screen.getByText(/filas procesadas/)).toHaveTextContent("120 de 120 filas procesadas");
    expect(screen.getByText("3 filas del archivo tenían problemas y no se importaron.")).toBeInTheDocument();
  });

  it("counts the rows in Arabic, with its plural forms", async () => {
    await activateLanguage("ar");
    fakeConvex.setQuery(api.onboarding.roster.progress, { ...PROGRESS, skipped: 2 });
    setup("imp1");
    expect(await screen.findByRole("heading", { name: "اكتمل الاستيراد" })).toBeInTheDocument();
    expect(screen.getByText("صفّان في الملف بهما مشكلات ولم يُستورَدا.")).toBeInTheDocument();
    const rows = formatNumber(120); // in the digits Arabic is written with here
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", `${rows} من ${rows} صفًا`);
  });
});
