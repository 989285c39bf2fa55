import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { KeyRoundIcon, PresentationIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { FormField, fieldAria } from "@/components/form-field";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { setStoredCourse } from "@/lib/current-course";
import { errorMessage, retryAfterText } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { JOIN_CODE_LENGTH, JOIN_REFUSAL_MESSAGES, normalizeJoinCode } from "@convex/shared/joinCodes";
import { useT } from "../i18n";

/**
 * "Join a course" (/join, /join/{code}): a student types the code their teacher gave them and is
 * enrolled at once, with no enrolment form (docs/courses.md). A link with the code fills it in.
 */
export function JoinPage({ code: initialCode = "" }: { code?: string }) {
  const t = useT();
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label={t("courses.join.loading")} />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("courses.join.eyebrow")}
        title={t("courses.join.title")}
        description={t("courses.join.description")}
      />
      {profile !== null && isStaff(profile.role) ? (
        <StateCard
          titleAs="p"
          icon={<PresentationIcon aria-hidden="true" />}
          title={t("courses.join.forStudents")}
          actions={
            <Button asChild>
              <Link to="/teaching">{t("courses.join.goToTeaching")}</Link>
            </Button>
          }
        >
          <p>{t("courses.join.teachersMakeCodes")}</p>
        </StateCard>
      ) : (
        <JoinForm initialCode={initialCode} />
      )}
    </PageContainer>
  );
}

function JoinForm({ initialCode }: { initialCode: string }) {
  const t = useT();
  const join = useMutation(api.courses.joinCodes.join);
  const navigate = useNavigate();
  const profile = useProfile();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (normalizeJoinCode(code) === null) {
      setError(JOIN_REFUSAL_MESSAGES.invalid);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const result = await join({ code });
      if (!result.ok) {
        setError(result.message);
        setBusy(false);
        inputRef.current?.focus();
        return;
      }
      const course = { courseId: result.courseId, courseName: result.courseName };
      setStoredCourse(course, profile?._id);
      if (result.alreadyEnrolled) toast.info(t("courses.join.alreadyEnrolled", { name: result.courseName }));
      else toast.success(t("courses.join.joined", { name: result.courseName }));
      await navigate({ to: "/dashboard/$courseId/$courseName", params: course });
    } catch (caught) {
      const retry = retryAfterText(caught);
      setError([errorMessage(caught, t("courses.join.failed")), retry].filter(Boolean).join(" "));
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="bg-card grid max-w-md gap-5 rounded-2xl border p-5 shadow-xs sm:p-6"
    >
      <FormField
        name="joinCode"
        label={t("courses.join.codeLabel")}
        error={error}
        hint={t("courses.join.codeHint", { length: JOIN_CODE_LENGTH })}
      >
        <Input
          {...fieldAria("joinCode", error, true)}
          ref={inputRef}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error !== undefined) setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          className="h-12 font-mono text-lg tracking-widest uppercase"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? <Spinner aria-label={t("courses.join.joining")} /> : <KeyRoundIcon aria-hidden="true" />}
        {t("courses.join.joinCourse")}
      </Button>
    </form>
  );
}
