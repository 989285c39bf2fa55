import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { KeyRoundIcon, PresentationIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
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

/**
 * "Join a course" (/join, /join/{code}): a student types the code their teacher gave them and is
 * enrolled at once, with no enrolment form (docs/courses.md). A link with the code fills it in.
 */
export function JoinPage({ code: initialCode = "" }: { code?: string }) {
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label="Loading" />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="My learning"
        title="Join a course"
        description="Your teacher gives you a join code for their course. Enter it here to join the course straight away."
      />
      {profile !== null && isStaff(profile.role) ? (
        <StateCard
          titleAs="p"
          icon={<PresentationIcon aria-hidden="true" />}
          title="Join codes are for students"
          actions={
            <Button asChild>
              <Link to="/teaching">Go to My teaching</Link>
            </Button>
          }
        >
          <p>Teachers and admins make codes on their course's page for their students to join with.</p>
        </StateCard>
      ) : (
        <JoinForm initialCode={initialCode} />
      )}
    </PageContainer>
  );
}

function JoinForm({ initialCode }: { initialCode: string }) {
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
      if (result.alreadyEnrolled) toast.info(`You're already enrolled in ${result.courseName}`);
      else toast.success(`You joined ${result.courseName}`);
      await navigate({ to: "/dashboard/$courseId/$courseName", params: course });
    } catch (caught) {
      const retry = retryAfterText(caught);
      setError([errorMessage(caught, "Joining failed. Please try again."), retry].filter(Boolean).join(" "));
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
        label="Join code"
        error={error}
        hint={`${JOIN_CODE_LENGTH} letters and digits, like ABCD-EFGH. Capitals and the dash are optional.`}
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
        {busy ? <Spinner aria-label="Joining" /> : <KeyRoundIcon aria-hidden="true" />}
        Join course
      </Button>
    </form>
  );
}
