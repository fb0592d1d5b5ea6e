"use client";
// One user's panel: role, the rights of existing modules as labelled switches (a switch that does not apply
// to the user's role is shown disabled and unticked, with the reason; lib/access/switch-applicability.ts),
// team-based access and the account actions
// (withdraw, disable, enable, resend link, delete). Every change goes to its own API call and the page is
// refreshed from the server afterwards, so what is shown is what is stored. Without canManage (read-only
// admins) the same information is shown with every control disabled and no actions.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SHOWN_ACCESS_SWITCHES, switchAppliesToRole } from "@/lib/access/switch-applicability";
import { ROLES } from "@/lib/access/subject";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ListedUser, TeamOption } from "./user-list";

type Props = {
  user: ListedUser;
  teams: TeamOption[];
  canManage: boolean;
  isSelf: boolean;
  canImpersonate?: boolean;
  onImpersonated?: (redirectTo: string) => void;
};

// A full page load after the session cookie changed: nothing of the admin's screens stays in the browser.
const fullPageLoad = (to: string) => window.location.assign(to);

export function UserPanel({
  user,
  teams,
  canManage,
  isSelf,
  canImpersonate = false,
  onImpersonated = fullPageLoad,
}: Props) {
  const t = useTranslations("settingsUsers");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, run, error } = useApiAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [teamIds, setTeamIds] = useState<number[]>(user.team_based_access.team_ids);
  const [limited, setLimited] = useState(user.team_based_access.enabled);
  const name = user.real_name || user.email;

  async function call(path: string, body: Record<string, unknown>, done?: string) {
    setNotice(null);
    const res = await run(() => apiFetch(path, { body: { user_id: user.user_id, ...body } }));
    if (res.ok) {
      setNotice(done ?? t("saved"));
      router.refresh();
    }
  }

  // POST /api/impersonation/start replaces the session cookie; the app then opens as that user, with the
  // impersonation banner and its "end" action (audited by the API).
  async function impersonate() {
    setNotice(null);
    const res = await run(() =>
      apiFetch<{ redirect_to?: string }>("/api/impersonation/start", { body: { user_id: user.user_id } }),
    );
    if (res.ok) onImpersonated(res.value?.redirect_to ?? "/");
  }

  const reason = error instanceof ApiError ? error.fields.user_id : undefined;
  const errorText = error
    ? reason === "last_admin" || reason === "self_lockout"
      ? t(`reasons.${reason}`)
      : error.message
    : null;
  const off = !canManage || pending;

  return (
    <div className="space-y-5 rounded-md border border-slate-200 p-4" data-testid="user-panel">
      <div aria-live="polite">
        {errorText && (
          <p role="alert" className="text-sm text-red-700">
            {errorText}
          </p>
        )}
        {notice && !errorText && (
          <p role="status" className="text-sm text-green-800">
            {notice}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`role-${user.user_id}`} className="block text-sm font-medium">
          {t("roleLabel")}
        </label>
        <select
          id={`role-${user.user_id}`}
          value={user.role}
          disabled={off}
          onChange={(e) => void call("/api/admin/user/updateRole", { role: e.target.value })}
          className="mt-1 min-h-10 w-full max-w-sm rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold">{t("rightsTitle")}</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {SHOWN_ACCESS_SWITCHES.map((s) => {
            const id = `sw-${s.api}-${user.user_id}`;
            const applies = switchAppliesToRole(s.key, user.role);
            // A switch that does not apply is never shown ticked, whatever is stored.
            const checked = applies && user.rights[s.api];
            return (
              <li key={s.api} className="flex items-start gap-3" data-applicable={applies}>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  aria-checked={checked}
                  checked={checked}
                  disabled={off || !applies}
                  aria-describedby={applies ? undefined : `${id}-na`}
                  data-switch={s.api}
                  onChange={(e) => void call(`/api/admin/${s.api}/set`, { [`has_${s.api}`]: e.target.checked })}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-blue-700 disabled:opacity-50"
                />
                <span className="text-sm">
                  <label htmlFor={id} className={applies ? undefined : "text-slate-500"}>
                    {t(`switches.${s.api}`)}
                  </label>
                  {!applies && (
                    <span id={`${id}-na`} className="block text-xs text-slate-600">
                      {t("notApplicable", { role: t(`roles.${user.role}`) })}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold">{t("teamAccessTitle")}</legend>
        <label className="mt-2 flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={limited}
            disabled={off}
            onChange={(e) => setLimited(e.target.checked)}
            className="h-5 w-5"
          />
          {t("teamAccessEnable")}
        </label>
        {teams.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("noTeams")}</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-3">
            {teams.map((team) => (
              <li key={team.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    disabled={off || !limited}
                    checked={teamIds.includes(team.id)}
                    onChange={(e) =>
                      setTeamIds(e.target.checked ? [...teamIds, team.id] : teamIds.filter((id) => id !== team.id))
                    }
                  />
                  {team.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        {canManage && (
          <Button
            className="mt-3"
            variant="secondary"
            disabled={pending}
            onClick={() => void call("/api/admin/teambased_access", { enabled: limited, team_ids: teamIds })}
          >
            {t("teamAccessSave")}
          </Button>
        )}
      </fieldset>

      {canManage && (
        <div>
          <h3 className="text-sm font-semibold">{t("actionsTitle")}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {canImpersonate && (
              <ConfirmDialog
                title={t("impersonate")}
                description={t("confirmImpersonate", { name })}
                confirmLabel={t("impersonate")}
                cancelLabel={tc("cancel")}
                onConfirm={() => void impersonate()}
                trigger={
                  <Button variant="secondary" disabled={pending} data-testid="impersonate">
                    {t("impersonate")}
                  </Button>
                }
              />
            )}
            {user.status !== "disabled" && (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => void call("/api/admin/user/resendUserLoginLink", {}, t("linkSent"))}
              >
                {t("resendLink")}
              </Button>
            )}
            {user.status === "invited" && (
              <ConfirmDialog
                title={t("withdraw")}
                description={t("confirmWithdraw", { name })}
                confirmLabel={t("withdraw")}
                cancelLabel={tc("cancel")}
                onConfirm={() => void call("/api/users/WithdrawUserInvite", {})}
                trigger={
                  <Button variant="secondary" disabled={pending}>
                    {t("withdraw")}
                  </Button>
                }
              />
            )}
            {user.status === "enabled" && !isSelf && (
              <ConfirmDialog
                danger
                title={t("disable")}
                description={t("confirmDisable", { name })}
                confirmLabel={t("disable")}
                cancelLabel={tc("cancel")}
                onConfirm={() => void call("/api/users/disableUser", {})}
                trigger={
                  <Button variant="secondary" disabled={pending}>
                    {t("disable")}
                  </Button>
                }
              />
            )}
            {user.status === "disabled" && (
              <>
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() => void call("/api/users/enableUser", { reinvite: false })}
                >
                  {t("enable")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() => void call("/api/users/enableUser", { reinvite: true })}
                >
                  {t("enableReinvite")}
                </Button>
              </>
            )}
            {!isSelf && (
              <ConfirmDialog
                danger
                title={t("hardDelete")}
                description={t("confirmHardDelete", { name })}
                confirmLabel={t("hardDelete")}
                cancelLabel={tc("cancel")}
                onConfirm={() => void call("/api/users/hardDeleteUser", {})}
                trigger={
                  <Button variant="danger" disabled={pending}>
                    {t("hardDelete")}
                  </Button>
                }
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
