"use client";
// Connecting a payroll provider: the provider (from the registry the page passes), a name for the
// connection, and the credential fields that provider's description lists (lib/integrations/providers/
// provider-catalogue.ts), so a new provider needs no change here. The server's message for a field shows
// under that field; the password is sent once and never shown again.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ProviderDescription } from "@/lib/integrations/providers/provider-catalogue";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { CredentialFields } from "./credential-fields";
import type { CommandJson, IntegrationView } from "./integration-types";

type Props = {
  providers: readonly ProviderDescription[];
  onConnected: (integration: IntegrationView, command: CommandJson) => void;
  onClose: () => void;
};

export function ConnectForm({ providers, onConnected, onClose }: Props) {
  const t = useTranslations("integrations");
  const tFields = useTranslations("fields");
  const [provider, setProvider] = useState<string>(providers[0]?.provider ?? "");
  const description = providers.find((p) => p.provider === provider) ?? providers[0];
  const [alias, setAlias] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const fieldNames = ["provider", "alias", ...(description?.fields.map((f) => f.name) ?? [])];
  const action = useFormAction(fieldNames);

  async function submit() {
    if (!description) return;
    const credentials = Object.fromEntries(
      description.fields
        .filter((f) => (values[f.name] ?? "") !== "")
        .map((f) => [f.name, f.secret ? values[f.name]! : values[f.name]!.trim()]),
    );
    const res = await action.run(() =>
      apiFetch<{ integration: IntegrationView; command: CommandJson }>("/api/integrations/add", {
        body: { provider, alias: alias.trim(), ...credentials },
      }),
    );
    if (res.ok) {
      const { integration, command } = res.value;
      onConnected({ ...integration, linked_people: 0, latest_command: command }, command);
    }
  }

  return (
    <Form
      onValidSubmit={() => void submit()}
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
      data-testid="integration-connect-form"
      aria-labelledby="integration-connect-title"
    >
      <h2 id="integration-connect-title" className="text-lg font-semibold">
        {t("connect.title")}
      </h2>
      <div>
        <label htmlFor="integration-provider" className="mb-1 block text-sm font-medium text-slate-800">
          {tFields("labels.provider")}
        </label>
        <select
          id="integration-provider"
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          aria-invalid={action.fieldError("provider") ? true : undefined}
          aria-describedby={action.fieldError("provider") ? "integration-provider-error" : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
        >
          {providers.map((p) => (
            <option key={p.provider} value={p.provider}>
              {t(`providers.${p.provider}`)}
            </option>
          ))}
        </select>
        {action.fieldError("provider") ? (
          <p id="integration-provider-error" className="mt-1 text-xs text-red-700">
            {action.fieldError("provider")}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={tFields("labels.alias")}
          name="alias"
          value={alias}
          required
          maxLength={80}
          placeholder={t("connect.aliasPlaceholder")}
          onChange={(e) => setAlias(e.target.value)}
          error={action.fieldError("alias")}
        />
        {description ? (
          <CredentialFields
            fields={description.fields}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            fieldError={action.fieldError}
          />
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t("connect.secretNote")}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={action.pending} data-testid="integration-connect-submit">
          {t("connect.submit")}
        </Button>
      </div>
    </Form>
  );
}
