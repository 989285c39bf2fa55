import { usePaginatedQuery } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@convex/_generated/api";
import { PAGE_SIZE, parseRole, ROLES, SEARCH_DELAY_MS } from "./roles";
import { RoleCell } from "./role-cell";
import { AccountActions } from "./account-actions";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { formatDate } from "@/lib/i18n/format";
import { useT } from "./i18n";

const DATE_ONLY = { dateStyle: "medium" } as const;

/** People: search by name or e-mail, filter by role, change a role, suspend or sign out (ADR 0066). */
export function PeopleTab({ myId }: { myId: string }) {
  const t = useT();
  const [searchInput, setSearchInput] = useState("");
  const [roleInput, setRoleInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const role = parseRole(roleInput);
  const { results, status, loadMore } = usePaginatedQuery(
    api.admin.admin.people,
    { ...(search ? { search } : {}), ...(role ? { role } : {}) },
    { initialNumItems: PAGE_SIZE },
  );
  // Typed but not yet searched (the pause): the list shown is the last search's, dimmed and marked
  // busy, never passed off as the answer to what is typed now (as the catalogue does).
  const stale = searchInput.trim() !== search;
  return (
    <section aria-labelledby="people-heading" className="space-y-4">
      <h2 id="people-heading" className="text-xl font-semibold">
        {t("admin.people.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="people-search">{t("admin.people.search")}</Label>
          <Input
            id="people-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={t("admin.people.searchPlaceholder")}
            className="w-72"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="people-role">{t("admin.people.role")}</Label>
          <NativeSelect id="people-role" value={roleInput} onChange={(event) => setRoleInput(event.target.value)}>
            <NativeSelectOption value="">{t("admin.people.allRoles")}</NativeSelectOption>
            {ROLES.map((entry) => (
              <NativeSelectOption key={entry.value} value={entry.value}>
                {t(entry.label)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
      {status === "LoadingFirstPage" ? (
        <p role="status" aria-busy="true">
          {t("admin.people.loading")}
        </p>
      ) : results.length === 0 ? (
        <p role="status">{t("admin.people.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table
            className={`w-full text-start text-sm transition-opacity ${stale ? "opacity-60" : ""}`}
            aria-busy={stale}
          >
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-3">
                  {t("admin.people.name")}
                </th>
                <th scope="col" className="p-3">
                  {t("admin.people.email")}
                </th>
                <th scope="col" className="p-3">
                  {t("admin.people.joined")}
                </th>
                <th scope="col" className="p-3">
                  {t("admin.people.role")}
                </th>
                <th scope="col" className="p-3">
                  {t("admin.people.account")}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((person) => (
                <tr key={person._id} className="border-t align-top">
                  <th scope="row" className="p-3 font-medium">
                    {person.name}
                  </th>
                  <td className="p-3 break-all">{person.email}</td>
                  <td className="p-3">{formatDate(person.joined, DATE_ONLY)}</td>
                  <td className="p-3">
                    <RoleCell person={person} isMe={person._id === myId} />
                  </td>
                  <td className="p-3">
                    <AccountActions person={person} isMe={person._id === myId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button variant="outline" disabled={status === "LoadingMore"} onClick={() => loadMore(PAGE_SIZE)}>
          {t("admin.loadMore")}
        </Button>
      )}
    </section>
  );
}
