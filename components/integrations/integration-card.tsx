"use client";
// One connection to a payroll provider: what it is (provider, name, source label, customer code, portal
// user, masked password and secret), its status, last sync and linked people, and for someone who may act:
// import people or reference lists now, re-authenticate, disable (after a confirmation). Its commands
// follow below with their live status.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDateTime } from "@/lib/i18n/format-date";
import type { CredentialFieldName, ProviderDescription } from "@/lib/integrations/providers/provider-catalogue";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { StatusBadge } from "./command-status-badge";
import { CommandsList } from "./commands-list";
import type { CommandJson, IntegrationView } from "./integration-types";
import { ReauthForm } from "./reauth-form";
import { sourceName } from "./source-name";

type Props = {
  integration: IntegrationView;
  description: ProviderDescription;
  canManage: boolean;
  live: Record<number, CommandJson>;
  onChanged: (integration: IntegrationView) => void;
  onSeen: (commands: CommandJson[]) => void;
  onMoved: (command: CommandJson) => void;
  onEnterCode: (command: CommandJson) => void;
};

export function IntegrationCard(props: Props) {
  const { integration, description, canManage, onChanged, onMoved } = props;
  const t = useTranslations("integrations");
  const locale = useLocale();
  const toast = useToast();
  const [reauth, setReauth] = useState(false);
  const [pending, setPending] = useState(false);
  const disabled = integration.status === "disabled";

  async function run<T>(call: () => Promise<T>, done: (answer: T) => void) {
    setPending(true);
    try {
      done(await call());
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  const importNow = (what: "people" | "reference_lists") =>
    run(
      () => apiFetch<{ command: CommandJson }>(`/api/integrations/${integration.id}/import`, { body: { what } }),
      (res) => onMoved(res.command),
    );
  const disable = () =>
    run(
      () => apiFetch<{ integration: IntegrationView }>(`/api/integrations/${integration.id}/disable`, { body: {} }),
      (res) => {
        onChanged({ ...integration, ...res.integration });
        toast.show({ title: t("disabledToast"), variant: "success" });
      },
    );

  const headingId = `integration-${integration.id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="integration-card"
      data-integration-id={integration.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {integration.alias}
          </h2>
          <p className="text-sm text-slate-600">{t(`providers.${integration.provider}`)}</p>
        </div>
        <StatusBadge kind="integration" status={integration.status} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={t("details.source")} value={sourceName(t, integration)} testId="integration-source" />
        <CredentialDetails integration={integration} description={description} />
        <Detail
          label={t("details.lastSync")}
          value={integration.last_sync_at ? formatDateTime(integration.last_sync_at, locale) : t("details.never")}
          testId="integration-last-sync"
        />
        <Detail
          label={t("details.linkedPeople")}
          value={String(integration.linked_people)}
          testId="integration-linked-people"
        />
      </dl>
      {canManage ? (
        // On a phone the row keeps clear of the floating support button's column (bottom right, 48 px wide
        // plus its 16 px margin), so that no action, Disable included, can ever sit under it.
        <div className="mt-4 flex flex-wrap gap-2 pr-12 sm:pr-0" data-testid="integration-actions">
          {!disabled ? (
            <>
              <Button
                onClick={() => void importNow("people")}
                disabled={pending}
                data-testid="integration-import-people"
              >
                {t("actions.importPeople")}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void importNow("reference_lists")}
                disabled={pending}
                data-testid="integration-import-references"
              >
                {t("actions.importReferences")}
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            aria-expanded={reauth}
            onClick={() => setReauth((v) => !v)}
            data-testid="integration-reauth"
          >
            {t(disabled ? "actions.enable" : "actions.reauth")}
          </Button>
          {!disabled ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" disabled={pending} data-testid="integration-disable">
                  {t("actions.disable")}
                </Button>
              }
              title={t("disableConfirm.title", { name: integration.alias })}
              description={t("disableConfirm.text")}
              confirmLabel={t("actions.disable")}
              cancelLabel={t("cancel")}
              onConfirm={() => void disable()}
              danger
            />
          ) : null}
        </div>
      ) : null}
      {reauth && canManage ? (
        <ReauthForm
          integration={integration}
          description={description}
          onClose={() => setReauth(false)}
          onDone={(next, command) => {
            setReauth(false);
            onChanged(next);
            onMoved(command);
          }}
        />
      ) : null}
      <h3 className="mt-5 mb-1 text-base font-semibold">{t("commands.title")}</h3>
      <CommandsList
        integrationId={integration.id}
        live={props.live}
        canManage={canManage}
        onSeen={props.onSeen}
        onMoved={onMoved}
        onEnterCode={props.onEnterCode}
      />
    </section>
  );
}

const DETAIL_LABELS = {
  customer_code: "customerCode",
  username: "username",
  password: "password",
  secret: "secret",
} as const;

/** The provider's credential fields (provider-catalogue.ts), so a provider without a secret shows no secret
 * row and one that calls the customer code differently (NL: employer number) shows its own label. */
function CredentialDetails({ integration, description }: Pick<Props, "integration" | "description">) {
  const t = useTranslations("integrations");
  const tFields = useTranslations("fields");
  const value = (name: CredentialFieldName): string => {
    if (name === "customer_code") {
      if (integration.customer_code) return integration.customer_code;
      // An onboarding (onboard-company.ts) keeps the code empty until the provider assigns one.
      return t(integration.status === "pending" ? "details.beingRegistered" : "details.notSet");
    }
    if (name === "secret") return integration.secret ?? t("details.notSet");
    return integration[name];
  };
  return description.fields.map((field) => (
    <Detail
      key={field.name}
      label={field.labelKey ? tFields(`labels.${field.labelKey}`) : t(`details.${DETAIL_LABELS[field.name]}`)}
      value={value(field.name)}
      testId={`integration-${field.name.replace("_", "-")}`}
    />
  ));
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
