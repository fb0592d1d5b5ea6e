"use client";
// The team list. Rename and delete controls exist only for users who may write; read-only users get
// the plain list.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { TeamNameField } from "./team-name-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Team = { id: number; name: string; employee_count: number };

export function TeamList({ teams, canWrite, maxLength }: { teams: Team[]; canWrite: boolean; maxLength: number }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="team-list">
      {teams.map((team) => (
        <TeamRow key={team.id} team={team} canWrite={canWrite} maxLength={maxLength} />
      ))}
    </ul>
  );
}

function TeamRow({ team, canWrite, maxLength }: { team: Team; canWrite: boolean; maxLength: number }) {
  // client messages: common teams
  const t = useTranslations();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const { pending, run, fieldError, clearError } = useApiAction();

  async function call(path: string, body: unknown) {
    if ((await run(() => apiFetch(path, { body }))).ok) {
      setEditing(false);
      router.refresh();
    }
  }

  if (editing) {
    return (
      <li className="p-4">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void call("/api/teams/edit", { team_id: team.id, name });
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TeamNameField value={name} onChange={setName} error={fieldError("name")} maxLength={maxLength} autoFocus />
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit" disabled={pending}>
              {t("common.save")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setName(team.name);
                clearError();
              }}
            >
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="team-row">
      <div className="flex-1">
        <p className="font-medium">{team.name}</p>
        <p className="text-sm text-slate-600">{t("teams.employeeCount", { count: team.employee_count })}</p>
        {fieldError("name") && (
          <p role="alert" className="text-sm text-red-700">
            {fieldError("name")}
          </p>
        )}
      </div>
      {canWrite && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-label={t("teams.rename", { name: team.name })}
            onClick={() => setEditing(true)}
          >
            {t("common.edit")}
          </Button>
          <ConfirmDialog
            danger
            title={t("teams.remove", { name: team.name })}
            description={t("teams.confirmDelete", { name: team.name })}
            confirmLabel={t("common.delete")}
            cancelLabel={t("common.cancel")}
            onConfirm={() => void call("/api/teams/delete", { team_id: team.id })}
            trigger={
              <Button variant="danger" disabled={pending} aria-label={t("teams.remove", { name: team.name })}>
                {t("common.delete")}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}
