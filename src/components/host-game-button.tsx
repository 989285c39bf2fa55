import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { PresentationIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";

/**
 * "Host a live game" (issue #31): creates a game from the course's quiz bank and opens the host's
 * big-screen page with its join code. Shared by the quiz bank page and My teaching.
 */
export function HostGameButton({
  courseId,
  variant = "default",
}: {
  courseId: string;
  variant?: "default" | "outline";
}) {
  const create = useMutation(api.games.host.create);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function host() {
    if (busy) return;
    setBusy(true);
    try {
      const { gameId } = await create({ courseId });
      await navigate({ to: "/games/host/$gameId", params: { gameId } });
    } catch (error) {
      toast.error("The game could not be created", { description: errorMessage(error, "Please try again.") });
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} onClick={() => void host()} disabled={busy}>
      {busy ? <Spinner aria-label="Creating the game" /> : <PresentationIcon aria-hidden="true" />}
      Host a live game
    </Button>
  );
}
