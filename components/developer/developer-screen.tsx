"use client";
// The /developer screen: register an app (its secret shown once), the app list with new secret and delete,
// and the apps users authorised with revoke. Read-only admins see the lists only.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import type { clientAppJson } from "@/lib/developer/client-app-json";
import type { listAuthorizedApps } from "@/lib/developer/list-authorized-apps";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RegisterAppForm } from "./register-app-form";

type App = ReturnType<typeof clientAppJson>;
type Grant = Awaited<ReturnType<typeof listAuthorizedApps>>["data"][number];
type Props = { apps: App[]; grants: Grant[]; scopes: string[]; canWrite: boolean };

export function DeveloperScreen({ apps, grants, scopes, canWrite }: Props) {
  const t = useTranslations("developer");
  const [secret, setSecret] = useState<{ clientId: string; value: string } | null>(null);
  return (
    <div className="space-y-8">
      {canWrite && <RegisterAppForm scopes={scopes} onSecret={(clientId, value) => setSecret({ clientId, value })} />}
      <section aria-labelledby="dev-apps">
        <h2 id="dev-apps" className="mb-2 text-lg font-semibold">
          {t("apps")}
        </h2>
        {apps.length === 0 && <p className="text-slate-600">{t("noApps")}</p>}
        <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="client-app-list">
          {apps.map((app) => (
            <AppRow
              key={app.client_id}
              app={app}
              canWrite={canWrite}
              secret={secret?.clientId === app.client_id ? secret.value : null}
              onSecret={(value) => setSecret({ clientId: app.client_id, value })}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="dev-grants">
        <h2 id="dev-grants" className="mb-2 text-lg font-semibold">
          {t("authorized")}
        </h2>
        {grants.length === 0 && <p className="text-slate-600">{t("noGrants")}</p>}
        <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="authorized-app-list">
          {grants.map((grant) => (
            <GrantRow key={`${grant.client_id}-${grant.user.id}`} grant={grant} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function AppRow({
  app,
  canWrite,
  secret,
  onSecret,
}: {
  app: App;
  canWrite: boolean;
  secret: string | null;
  onSecret: (v: string) => void;
}) {
  const t = useTranslations("developer");
  const router = useRouter();
  const { run, error } = useApiAction();
  return (
    <li className="p-4" data-testid="client-app">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{app.name}</p>
          <p className="text-sm text-slate-600">
            {t("clientId")}: <code data-testid="client-id">{app.client_id}</code> ·{" "}
            {app.is_public ? t("publicClient") : t("confidentialClient")}
          </p>
          <p className="text-sm text-slate-600">
            {app.scopes.join(", ")} · {app.redirect_uris.join(", ")}
          </p>
        </div>
        {canWrite && !app.is_public && (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t("rotate")}</Button>}
            title={t("rotate")}
            description={t("rotateConfirm", { name: app.name })}
            confirmLabel={t("rotate")}
            cancelLabel={t("cancel")}
            onConfirm={async () => {
              const res = await run(() =>
                apiFetch<{ data: { client_secret: string } }>("/api/client_apps/rotateSecret", {
                  body: { client_id: app.client_id },
                }),
              );
              if (res.ok) onSecret(res.value.data.client_secret);
            }}
          />
        )}
        {canWrite && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" aria-label={t("delete", { name: app.name })}>
                ✕
              </Button>
            }
            title={t("delete", { name: app.name })}
            description={t("deleteConfirm", { name: app.name })}
            confirmLabel={t("delete", { name: app.name })}
            cancelLabel={t("cancel")}
            danger
            onConfirm={async () => {
              if ((await run(() => apiFetch("/api/client_apps/delete", { body: { client_id: app.client_id } }))).ok)
                router.refresh();
            }}
          />
        )}
      </div>
      {secret && <SecretOnce value={secret} />}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </li>
  );
}

export function SecretOnce({ value }: { value: string }) {
  const t = useTranslations("developer");
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
      <p className="font-medium">{t("secretOnce")}</p>
      <code className="break-all" data-testid="client-secret">
        {value}
      </code>
    </div>
  );
}

function GrantRow({ grant }: { grant: Grant }) {
  const t = useTranslations("developer");
  const router = useRouter();
  const { run, error } = useApiAction();
  const body = { client_id: grant.client_id, user_id: grant.user.id };
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="authorized-app">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{grant.app_name}</p>
        <p className="text-sm text-slate-600">
          {t("grantedBy", { name: grant.user.name || grant.user.email })} · {grant.scopes.join(", ")} ·{" "}
          {t("tokens", { count: grant.tokens.length })}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        onClick={async () => {
          if ((await run(() => apiFetch("/api/authorized_apps/revokeRefreshTokens", { body }))).ok) router.refresh();
        }}
      >
        {t("revokeRefresh")}
      </Button>
      <ConfirmDialog
        trigger={<Button variant="danger">{t("revoke")}</Button>}
        title={t("revoke")}
        description={t("revokeConfirm", { app: grant.app_name, name: grant.user.name || grant.user.email })}
        confirmLabel={t("revoke")}
        cancelLabel={t("cancel")}
        danger
        onConfirm={async () => {
          if ((await run(() => apiFetch("/api/authorized_apps/revoke", { body }))).ok) router.refresh();
        }}
      />
    </li>
  );
}
