import { useMutation, useQuery } from "convex/react";
import { CopyIcon, KeyRoundIcon, PlusIcon, UsersIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
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
import { formatDate } from "@/lib/i18n/format";
import { useT } from "../i18n";

type JoinCode = FunctionReturnType<typeof api.courses.joinCodes.list>[number];

const EXPIRY_CHOICES = [
  { value: "", label: "courses.joinCodes.never" },
  { value: "1", label: "courses.joinCodes.in1Day" },
  { value: "7", label: "courses.joinCodes.in7Days" },
  { value: "30", label: "courses.joinCodes.in30Days" },
  { value: "365", label: "courses.joinCodes.inAYear" },
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

const STATUS_LABEL = {
  active: "courses.joinCodes.active",
  expired: "courses.joinCodes.expired",
  full: "courses.joinCodes.full",
  revoked: "courses.joinCodes.revoked",
} as const satisfies Record<Status, string>;

/**
 * The course's join codes for its teacher and Admins (docs/courses.md): make one (optional
 * expiry and seats), share its link, revoke it, and see who joined with each, live.
 */
export function JoinCodesPanel({ courseId }: { courseId: string }) {
  const t = useT();
  const codes = useQuery(api.courses.joinCodes.list, { courseId });
  return (
    <section aria-labelledby="join-codes-heading" className="mt-10">
      <h2 id="join-codes-heading" className="text-xl font-semibold">
        {t("courses.joinCodes.heading")}
      </h2>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">{t("courses.joinCodes.intro")}</p>
      <NewCodeForm courseId={courseId} />
      {codes === undefined ? (
        <div role="status" aria-label={t("courses.joinCodes.loading")} className="mt-4 grid gap-3">
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : codes.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">{t("courses.joinCodes.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={t("courses.joinCodes.listLabel")}>
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
  const t = useT();
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
      toast.success(t("courses.joinCodes.made", { code: formatJoinCode(code) }));
      setSeats("");
    } catch (error) {
      toast.error(t("courses.joinCodes.notMade"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("courses.joinCodes.makeLabel")}
      className="bg-card grid gap-4 rounded-xl border p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField
        name="joinExpiry"
        label={t("courses.joinCodes.expires")}
        className="[&>[data-slot=native-select-wrapper]]:w-full"
      >
        <NativeSelect
          {...fieldAria("joinExpiry", undefined)}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          className="w-full"
        >
          {EXPIRY_CHOICES.map((choice) => (
            <NativeSelectOption key={choice.value} value={choice.value}>
              {t(choice.label)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField name="joinSeats" label={t("courses.joinCodes.seatsOptional")} error={seatsError}>
        <Input
          {...fieldAria("joinSeats", seatsError)}
          type="number"
          inputMode="numeric"
          min={1}
          max={JOIN_CODE_LIMITS.seatsMax}
          placeholder={t("courses.joinCodes.noLimit")}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner aria-label={t("courses.joinCodes.making")} /> : <PlusIcon aria-hidden="true" />}
        {t("courses.joinCodes.makeCode")}
      </Button>
    </form>
  );
}

function CodeCard({ joinCode }: { joinCode: JoinCode }) {
  const t = useT();
  const revoke = useMutation(api.courses.joinCodes.revoke);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const joinersId = useId();
  const status = statusOf(joinCode, Date.now());
  const shown = formatJoinCode(joinCode.code);
  const link = joinLink(joinCode.code);
  const seats =
    joinCode.seatLimit === null
      ? t("courses.joinCodes.joinedCount", { uses: joinCode.uses })
      : t("courses.joinCodes.seatsUsed", { uses: joinCode.uses, limit: joinCode.seatLimit });

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("courses.joinCodes.linkCopied"));
    } catch {
      toast.error(t("courses.joinCodes.copyFailed"), { description: link });
    }
  }

  async function confirmRevoke() {
    setBusy(true);
    try {
      await revoke({ joinCodeId: joinCode._id });
      toast.success(t("courses.joinCodes.revokedToast", { code: shown }));
      setConfirming(false);
    } catch (error) {
      toast.error(t("courses.joinCodes.notRevoked"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-label={t("courses.joinCodes.codeLabel", { code: shown })} className="bg-card rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <KeyRoundIcon className="text-primary size-4" aria-hidden="true" />
            <span className="font-mono text-lg font-semibold tracking-widest">{shown}</span>
            <Badge variant={status === "active" ? "default" : "secondary"}>{t(STATUS_LABEL[status])}</Badge>
          </p>
          <p className="text-muted-foreground text-sm">
            {seats}
            {" · "}
            {joinCode.revokedAt !== null
              ? t("courses.joinCodes.revokedAt", { date: formatDate(joinCode.revokedAt) })
              : joinCode.expiresAt === null
                ? t("courses.joinCodes.neverExpires")
                : t(status === "expired" ? "courses.joinCodes.expiredAt" : "courses.joinCodes.expiresAt", {
                    date: formatDate(joinCode.expiresAt),
                  })}
          </p>
          {status !== "revoked" && <p className="text-muted-foreground truncate text-xs">{link}</p>}
        </div>
        {status !== "revoked" && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={t("courses.joinCodes.copyLinkFor", { code: shown })}
              onClick={() => void copyLink()}
            >
              <CopyIcon aria-hidden="true" />
              {t("courses.joinCodes.copyLink")}
            </Button>
            {!confirming && (
              <Button
                variant="outline"
                size="sm"
                aria-label={t("courses.joinCodes.revokeCode", { code: shown })}
                onClick={() => setConfirming(true)}
              >
                {t("courses.joinCodes.revoke")}
              </Button>
            )}
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={t("courses.joinCodes.revokeGroup", { code: shown })}
          className="bg-muted/60 mt-3 flex flex-wrap items-center gap-2 rounded-lg p-3 text-sm"
        >
          <span className="me-auto">{t("courses.joinCodes.revokeConfirm", { code: shown })}</span>
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => void confirmRevoke()}>
            {busy && <Spinner aria-label={t("courses.joinCodes.revoking")} />}
            {t("courses.joinCodes.yesRevoke")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t("courses.common.cancel")}
          </Button>
        </div>
      )}
      {joinCode.joiners.length > 0 && (
        <details className="mt-3">
          <summary className="text-primary cursor-pointer text-sm font-medium">
            <UsersIcon className="me-1 inline size-4 align-text-bottom" aria-hidden="true" />
            {t("courses.joinCodes.whoJoined", { count: joinCode.uses })}
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
                  {formatDate(joiner.enrolledAt)}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
