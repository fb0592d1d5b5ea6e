"use client";
// The company's users: name, email, role and status on each row; "Rights of …" opens the user's panel.
// Read-only admins get the same list with the panel showing the rights without controls.
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { TUserJson } from "@/lib/settings-users/user-json";
import { mayBeImpersonated } from "@/lib/impersonation/can-impersonate";
import { UserPanel } from "./user-panel";

export type ListedUser = TUserJson & Required<Pick<TUserJson, "rights" | "team_based_access">>;
export type TeamOption = { id: number; name: string };

const STATUS_STYLE: Record<string, string> = {
  enabled: "bg-green-100 text-green-900",
  invited: "bg-amber-100 text-amber-900",
  disabled: "bg-slate-200 text-slate-800",
};

type Props = {
  users: ListedUser[];
  teams: TeamOption[];
  canManage: boolean;
  selfId: string;
  /** The caller may impersonate (lib/impersonation/can-impersonate.ts). */ canImpersonate?: boolean;
};

export function UserList({ users, teams, canManage, selfId, canImpersonate = false }: Props) {
  const t = useTranslations("settingsUsers");
  const [open, setOpen] = useState<string | null>(null);
  if (users.length === 0) return <p className="text-slate-600">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="user-list">
      {users.map((user) => {
        const name = user.real_name || user.email;
        const expanded = open === user.user_id;
        return (
          <li key={user.user_id} className="p-4" data-testid="user-row" data-email={user.email}>
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {user.real_name || t("noName")}
                  {user.user_id === selfId && <span className="ml-2 text-sm text-slate-500">({t("you")})</span>}
                </p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
                {user.employee && (
                  <p className="text-sm text-slate-600">{t("linkedEmployee", { name: user.employee.name })}</p>
                )}
              </div>
              <span className="text-sm">{t(`roles.${user.role}`)}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[user.status] ?? ""}`}>
                {t(`status.${user.status}`)}
              </span>
              <button
                type="button"
                className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
                aria-expanded={expanded}
                aria-controls={`user-panel-${user.user_id}`}
                onClick={() => setOpen(expanded ? null : user.user_id)}
              >
                {expanded ? t("hide") : t("manage", { name })}
              </button>
            </div>
            {expanded && (
              <div id={`user-panel-${user.user_id}`} className="mt-4">
                <UserPanel
                  user={user}
                  teams={teams}
                  canManage={canManage}
                  isSelf={user.user_id === selfId}
                  canImpersonate={canImpersonate && mayBeImpersonated(user, selfId)}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
