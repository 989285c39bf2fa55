import { useMutation, useQuery } from "convex/react";
import { CheckIcon, ShoppingCartIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { useT } from "../i18n";

/** "Add to Cart" (SPEC §2: behaviour not shown; ours: a saved list shown on My learning). */
export function CartButton({ courseId, courseName }: { courseId: string; courseName: string }) {
  const t = useT();
  const inCart = useQuery(api.courses.cart.has, { courseId });
  const add = useMutation(api.courses.cart.add);
  const remove = useMutation(api.courses.cart.remove);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy || inCart === undefined) return;
    setBusy(true);
    try {
      if (inCart) {
        await remove({ courseId });
        toast.success(t("courses.overview.removedFromCart"), { description: courseName });
      } else {
        await add({ courseId });
        toast.success(t("courses.overview.addedToCart"), { description: courseName });
      }
    } catch (error) {
      toast.error(t("courses.overview.cartNotUpdated"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => void toggle()}
      disabled={busy || inCart === undefined}
      // Loading, not refused: it says so (and eases from dimmed to full once the answer comes).
      aria-busy={inCart === undefined}
      className="w-full sm:w-auto"
    >
      {busy ? (
        <Spinner aria-hidden="true" />
      ) : inCart ? (
        <CheckIcon aria-hidden="true" />
      ) : (
        <ShoppingCartIcon aria-hidden="true" />
      )}
      {inCart ? t("courses.overview.removeFromCart") : t("courses.overview.addToCart")}
    </Button>
  );
}
