import { useMutation, useQuery } from "convex/react";
import { CopyIcon, KeyRoundIcon, PlusIcon, UsersIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField, fieldAria } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { formatJoinCode, JOIN_CODE_LIMITS, seatLimitProblem } from "@convex/shared/joinCodes";
import { DAY_MS } from "@convex/shared/time";

type JoinCode = FunctionReturnType<typeof api.courses.joinCodes.list>[number];

const EXPIRY_CHOICES = [
  { value: "", label: "Never" },
  { value: "1", label: "In 1 day" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "365", label: "In a year" },
] as const;

/** The link a teacher shares: it opens Join a course with the code filled in. */
export function joinLink(code: string, origin = window.location.origin): string {
  return `${origin}/join/${formatJoinCode(code)}`;
}

type Status = "active" | "expired" | "full" | "revoked";

function statusOf(joinCode: JoinCode, now: number): Status {
  if (joinCode.revokedAt !== null) return "revoked";
  if (joinCode.expiresAt !== null && now >= joinCode.expiresAt) return "expired";
  if (joinCode.seatLimit !== null && joinCode.uses >= joinCode.seatLimit) return "full";
  return "active";
}

const STATUS_LABEL: Record<Status, string> = { active: "Active", expired: "Expired", full: "Full", revoked: "Revoked" };

/**
 * The course's join codes for its teacher and Admins (docs/courses.md): make one (optional
 * expiry and seats), share its link, revoke it, and see who joined with each, live.
 */
export function JoinCodesPanel({ courseId }: { courseId: string }) {
  const codes = useQuery(api.courses.joinCodes.list, { courseId });
  return (
    <section aria-labelledby="join-codes-heading" className="mt-10">
      <h2 id="join-codes-heading" className="text-xl font-semibold">
        Join codes
      </h2>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">
        Give students a code or its link: they join this course at once, without the enrolment form.
      </p>
      <NewCodeForm courseId={courseId} />
      {codes === undefined ? (
        <div role="status" aria-label="Loading join codes" className="mt-4 grid gap-3">
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : codes.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">No join codes yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Join codes of this course">
          {codes.map((joinCode) => (
            <li key={joinCode._id}>
              <CodeCard joinCode={joinCode} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewCodeForm({ courseId }: { courseId: string }) {
  const create = useMutation(api.courses.joinCodes.create);
  const [expiry, setExpiry] = useState("");
  const [seats, setSeats] = useState("");
  const [seatsError, setSeatsError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seatLimit = seats.trim() === "" ? undefined : Number(seats);
    const problem = seatLimitProblem(seatLimit);
    if (problem !== null) {
      setSeatsError(problem);
      document.getElementById("field-joinSeats")?.focus();
      return;
    }
    setSeatsError(undefined);
    setBusy(true);
    try {
      const expiresAt = expiry === "" ? undefined : Date.now() + Number(expiry) * DAY_MS;
      const { code } = await create({ courseId, expiresAt, seatLimit });
      toast.success(`Join code ${formatJoinCode(code)} made`);
      setSeats("");
    } catch (error) {
      toast.error("No join code made", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Make a join code"
      className="bg-card grid gap-4 rounded-xl border p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField name="joinExpiry" label="Expires" className="[&>[data-slot=native-select-wrapper]]:w-full">
        <NativeSelect
          {...fieldAria("joinExpiry", undefined)}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          className="w-full"
        >
          {EXPIRY_CHOICES.map((choice) => (
            <NativeSelectOption key={choice.value} value={choice.value}>
              {choice.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField name="joinSeats" label="Seats (optional)" error={seatsError}>
        <Input
          {...fieldAria("joinSeats", seatsError)}
          type="number"
          inputMode="numeric"
          min={1}
          max={JOIN_CODE_LIMITS.seatsMax}
          placeholder="No limit"
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner aria-label="Making a join code" /> : <PlusIcon aria-hidden="true" />}
        Make a code
      </Button>
    </form>
  );
}

function CodeCard({ joinCode }: { joinCode: JoinCode }) {
  const revoke = useMutation(api.courses.joinCodes.revoke);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const joinersId = useId();
  const status = statusOf(joinCode, Date.now());
  const shown = formatJoinCode(joinCode.code);
  const link = joinLink(joinCode.code);
  const seats =
    joinCode.seatLimit === null ? `${joinCode.uses} joined` : `${joinCode.uses} of ${joinCode.seatLimit} seats`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error("Couldn't copy the link", { description: link });
    }
  }

  async function confirmRevoke() {
    setBusy(true);
    try {
      await revoke({ joinCodeId: joinCode._id });
      toast.success(`Join code ${shown} revoked`);
      setConfirming(false);
    } catch (error) {
      toast.error("Not revoked", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-label={`Join code ${shown}`} className="bg-card rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <KeyRoundIcon className="text-primary size-4" aria-hidden="true" />
            <span className="font-mono text-lg font-semibold tracking-widest">{shown}</span>
            <Badge variant={status === "active" ? "default" : "secondary"}>{STATUS_LABEL[status]}</Badge>
          </p>
          <p className="text-muted-foreground text-sm">
            {seats}
            {" · "}
            {joinCode.revokedAt !== null
              ? `revoked ${new Date(joinCode.revokedAt).toLocaleString()}`
              : joinCode.expiresAt === null
                ? "never expires"
                : `${status === "expired" ? "expired" : "expires"} ${new Date(joinCode.expiresAt).toLocaleString()}`}
          </p>
          {status !== "revoked" && <p className="text-muted-foreground truncate text-xs">{link}</p>}
        </div>
        {status !== "revoked" && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" aria-label={`Copy link for ${shown}`} onClick={() => void copyLink()}>
              <CopyIcon aria-hidden="true" />
              Copy link
            </Button>
            {!confirming && (
              <Button variant="outline" size="sm" aria-label={`Revoke ${shown}`} onClick={() => setConfirming(true)}>
                Revoke
              </Button>
            )}
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={`Revoke ${shown}?`}
          className="bg-muted/60 mt-3 flex flex-wrap items-center gap-2 rounded-lg p-3 text-sm"
        >
          <span className="mr-auto">Revoke {shown}? Nobody can join with it any more; who joined stays.</span>
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => void confirmRevoke()}>
            {busy && <Spinner aria-label="Revoking" />}
            Yes, revoke
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      {joinCode.joiners.length > 0 && (
        <details className="mt-3">
          <summary className="text-primary cursor-pointer text-sm font-medium">
            <UsersIcon className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
            Who joined ({joinCode.uses})
          </summary>
          <ul id={joinersId} className="mt-2 divide-y rounded-lg border text-sm">
            {joinCode.joiners.map((joiner) => (
              <li
                key={`${joiner.email}-${joiner.enrolledAt}`}
                className="flex flex-wrap justify-between gap-x-3 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="font-medium">{joiner.name}</span>{" "}
                  <span className="text-muted-foreground break-all">{joiner.email}</span>
                </span>
                <time className="text-muted-foreground text-xs" dateTime={new Date(joiner.enrolledAt).toISOString()}>
                  {new Date(joiner.enrolledAt).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
