import { useMutation } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { Role } from "@/lib/me";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "./i18n";
import { parseRole, roleLabel, ROLES } from "./roles";

type Person = { _id: Id<"users">; name: string; role: Role };

/** A person's role: picking another asks for confirmation, then the server decides. */
export function RoleCell({ person, isMe }: { person: Person; isMe: boolean }) {
  const changeRole = useMutation(api.accounts.users.changeRole);
  const [pending, setPending] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = `role-${person._id}`;
  const t = useT();

  async function confirm(role: Role) {
    setBusy(true);
    await runAction(
      () => changeRole({ userId: person._id, role }),
      t("admin.roleCell.changed", { name: person.name, role: roleLabel(role) }),
      t("admin.roleCell.failed", { name: person.name }),
    );
    setBusy(false);
    setPending(null);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t("admin.roleCell.roleOf", { name: person.name })}
      </label>
      <NativeSelect
        id={selectId}
        size="sm"
        value={pending ?? person.role}
        disabled={busy}
        onChange={(event) => {
          const role = parseRole(event.target.value);
          setPending(role === undefined || role === person.role ? null : role);
        }}
      >
        {ROLES.map((entry) => (
          <NativeSelectOption key={entry.value} value={entry.value}>
            {t(entry.label)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {pending !== null && (
        <div
          role="group"
          aria-label={t("admin.roleCell.confirmLabel", { name: person.name })}
          className="flex flex-wrap gap-2"
        >
          <p className="w-full text-sm">
            {isMe
              ? t("admin.roleCell.makeYourself", { role: roleLabel(pending) })
              : t("admin.roleCell.make", { name: person.name, role: roleLabel(pending) })}
          </p>
          <Button size="sm" disabled={busy} onClick={() => void confirm(pending)}>
            {t("admin.roleCell.change")}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setPending(null)}>
            {t("admin.cancel")}
          </Button>
        </div>
      )}
    </div>
  );
}
