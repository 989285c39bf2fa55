import { useMutation } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { Role } from "@/lib/me";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { parseRole, roleLabel, ROLES } from "./roles";

type Person = { _id: Id<"users">; name: string; role: Role };

/** A person's role: picking another asks for confirmation, then the server decides. */
export function RoleCell({ person, isMe }: { person: Person; isMe: boolean }) {
  const changeRole = useMutation(api.accounts.users.changeRole);
  const [pending, setPending] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = `role-${person._id}`;

  async function confirm(role: Role) {
    setBusy(true);
    await runAction(
      () => changeRole({ userId: person._id, role }),
      `${person.name} is now ${roleLabel(role)}.`,
      `Could not change ${person.name}'s role`,
    );
    setBusy(false);
    setPending(null);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={selectId} className="sr-only">
        Role of {person.name}
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
            {entry.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {pending !== null && (
        <div role="group" aria-label={`Confirm the role change of ${person.name}`} className="flex flex-wrap gap-2">
          <p className="w-full text-sm">
            Make {isMe ? "yourself" : person.name} {roleLabel(pending)}?
          </p>
          <Button size="sm" disabled={busy} onClick={() => void confirm(pending)}>
            Change role
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setPending(null)}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
