/**
 * A notification in its reader's language (issue #33): the row keeps a key and parameters; the
 * mail and the push are worded in the recipient's language (`users.language`), English for whoever
 * never chose. Titles and names stay as people typed them.
 */
import { describe, expect, test, vi } from "vitest";
import webpush from "web-push";
import { api, internal } from "../_generated/api";
import { postAssignment } from "../assignments/assignmentsTests.setup";
import { mailWords, notificationText } from "./model/words";
import { bell, classWithPeople } from "./notificationsTests.setup";
import { catchMails, settle, useMailTestClock } from "./mailTests.setup";
import { testDevice as device } from "./pushService.setup";

useMailTestClock();

describe("a student who chose Arabic", () => {
  test("gets the new assignment's mail and push in Arabic; an English reader's stay as they were", async () => {
    const keys = webpush.generateVAPIDKeys();
    vi.stubEnv("VAPID_PUBLIC_KEY", keys.publicKey);
    vi.stubEnv("VAPID_PRIVATE_KEY", keys.privateKey);
    vi.stubEnv("VAPID_SUBJECT", "mailto:admin@lyceum.example");
    try {
      const mails = catchMails();
      const { t, teacher, courseId, alice, bob } = await classWithPeople();
      await alice.as.mutation(api.accounts.users.setLanguage, { language: "ar" });
      await alice.as.mutation(
        api.notifications.push.subscribe,
        device(`https://fcm.googleapis.com/fcm/send/${alice.userId}`).subscription,
      );
      await postAssignment(t, teacher.as, courseId, { title: "Lifetimes" });

      // The push, worded when it is taken off the queue.
      vi.setSystemTime(Date.now() + 1);
      const { pushes } = await t.mutation(internal.notifications.push.claim, {});
      expect(pushes.map((push) => JSON.parse(push.payload) as { title: string })).toMatchObject([
        { title: "واجب جديد في Rust for Everyone: Lifetimes" },
      ]);

      await settle(t);
      const [arabic] = mails.to(alice.email).filter((mail) => mail.subject.includes("Lifetimes"));
      expect(arabic.subject).toBe("واجب جديد في Rust for Everyone: Lifetimes");
      expect(arabic.text).toContain(`افتحه في Lyceum: https://lyceum.example/assignmentpage?course=${courseId}`);
      expect(arabic.text).toContain("يصلك هذا البريد بسبب «الواجبات الجديدة»");
      expect(arabic.text).toMatch(/إلغاء الاشتراك: https:\/\/lyceum\.example\/unsubscribe\?token=[\w%.-]+/);

      const [english] = mails.to(bob.email).filter((mail) => mail.subject.includes("Lifetimes"));
      expect(english.subject).toBe("New assignment in Rust for Everyone: Lifetimes");
      expect(english.text).toContain("You get this e-mail for “New assignments”. Choose what Lyceum mails you:");

      // The row itself says no language: the bell words it for whoever reads it.
      const [row] = (await bell(alice.as)).filter((n) => n.type === "assignment_posted");
      expect(row.message).toEqual({
        key: "notify.assignmentPosted",
        params: { course: "Rust for Everyone", title: "Lifetimes" },
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test("the digest counts in Arabic plural forms and Spanish; English word for word", () => {
    const subject = (language: "en" | "es" | "ar", count: number) =>
      mailWords(language)("mail.digest.subject", { count });
    expect(subject("en", 1)).toBe("Your Lyceum digest: 1 new notification");
    expect(subject("en", 3)).toBe("Your Lyceum digest: 3 new notifications");
    expect(subject("es", 3)).toBe("Tu resumen de Lyceum: 3 notificaciones nuevas");
    expect(subject("ar", 2)).toBe("ملخصك من Lyceum: إشعاران جديدان");
    expect(subject("ar", 3)).toBe("ملخصك من Lyceum: 3 إشعارات جديدة");
    expect(subject("ar", 11)).toBe("ملخصك من Lyceum: 11 إشعارًا جديدًا");
    const grouped = {
      key: "notify.grouped.submitted",
      params: { name: "Maya", title: "Essay 2", others: 29, more: "no" },
    } as const;
    expect(notificationText(grouped, "en")).toBe("Maya and 29 others turned in Essay 2");
    expect(notificationText(grouped, "es")).toBe("Maya y 29 personas más entregaron Essay 2");
    expect(notificationText({ ...grouped, params: { ...grouped.params, others: 99, more: "yes" } }, "en")).toBe(
      "Maya and 99+ others turned in Essay 2",
    );
  });
});
