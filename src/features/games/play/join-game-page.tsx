import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { GamepadIcon, PresentationIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { FormField, fieldAria } from "@/components/form-field";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, retryAfterText, wordMessage } from "@/lib/errors";
import { isStaff, useProfile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { GAME_CODE_LENGTH, GAME_MESSAGES, normalizeGameCode } from "@convex/shared/gameRules";
import { GameHistory } from "./game-history";
import { t as translate, useT } from "../i18n";

/**
 * /play (issue #31): a student enters the code on the big screen (or scans its QR code, which
 * opens /play?game=… with it filled in) and lands in the game; below, their finished games.
 */
export function JoinGamePage({ code: initialCode = "" }: { code?: string }) {
  const profile = useProfile();
  const t = useT();
  if (profile === undefined) return <PageSpinner label={t("games.join.loading")} />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("games.join.eyebrow")}
        title={t("games.join.title")}
        description={t("games.join.description")}
      />
      {profile !== null && isStaff(profile.role) ? (
        <StateCard
          titleAs="p"
          icon={<PresentationIcon aria-hidden="true" />}
          title={t("games.join.staffTitle")}
          actions={
            <Button asChild>
              <Link to="/quizbank">{t("games.join.hostFromBank")}</Link>
            </Button>
          }
        >
          <p>{t("games.join.staffBody")}</p>
        </StateCard>
      ) : (
        <div className="grid gap-10">
          <JoinGameForm initialCode={initialCode} />
          <GameHistory />
        </div>
      )}
    </PageContainer>
  );
}

function JoinGameForm({ initialCode }: { initialCode: string }) {
  const t = useT();
  const join = useMutation(api.games.play.join);
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const normalised = normalizeGameCode(code);
    if (normalised === null) {
      setError(GAME_MESSAGES.invalidCode);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const result = await join({ code: normalised });
      if (!result.ok) {
        setError(result.message);
        setBusy(false);
        inputRef.current?.focus();
        return;
      }
      await navigate({ to: "/play/$gameId", params: { gameId: result.gameId } });
    } catch (caught) {
      const retry = retryAfterText(caught);
      setError([errorMessage(caught, translate("games.join.failed")), retry].filter(Boolean).join(" "));
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
        name="gameCode"
        label={t("games.join.codeLabel")}
        error={error === undefined ? undefined : wordMessage(error)}
        hint={t("games.join.codeHint", { length: GAME_CODE_LENGTH })}
      >
        <Input
          {...fieldAria("gameCode", error, true)}
          ref={inputRef}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error !== undefined) setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={12}
          className="h-14 font-mono text-2xl tracking-widest"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="h-12 w-full text-base sm:w-auto sm:justify-self-start">
        {busy ? <Spinner aria-label={t("games.join.joining")} /> : <GamepadIcon aria-hidden="true" />}
        {t("games.join.submit")}
      </Button>
    </form>
  );
}
