import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { PresentationIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { useT } from "./i18n";

/**
 * "Host a live game" (issue #31): creates a game from the course's quiz bank and opens the host's
 * big-screen page with its join code. Shared by the quiz bank page and My teaching.
 */
export function HostGameButton({
  courseId,
  courseName,
  variant = "default",
  size = "default",
}: {
  courseId: string;
  /** Names the course in the button's accessible name, where a list shows one button per course. */
  courseName?: string;
  variant?: "default" | "outline";
  size?: "default" | "sm";
}) {
  const create = useMutation(api.games.host.create);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function host() {
    if (busy) return;
    setBusy(true);
    try {
      const { gameId } = await create({ courseId });
      await navigate({ to: "/games/host/$gameId", params: { gameId } });
    } catch (error) {
      toast.error(t("common.hostGame.failed"), { description: errorMessage(error, t("common.tryAgain")) });
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void host()}
      disabled={busy}
      aria-label={courseName === undefined ? undefined : t("common.hostGame.labelOf", { course: courseName })}
    >
      {busy ? <Spinner aria-label={t("common.hostGame.creating")} /> : <PresentationIcon aria-hidden="true" />}
      {t("common.hostGame.host")}
    </Button>
  );
}
