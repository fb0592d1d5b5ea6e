"use client";
// New credentials for an integration (after a login failure, a changed portal password, or to switch a
// disabled one back on): the provider's credential fields, where the username and customer code start
// with their current values and the secrets start empty (a stored secret never comes back to the browser).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ProviderDescription } from "@/lib/integrations/providers/provider-catalogue";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useFormAction } from "@/components/ui/use-form-action";
import { CredentialFields } from "./credential-fields";
import type { CommandJson, IntegrationView } from "./integration-types";

type Props = {
  integration: IntegrationView;
  description: ProviderDescription;
  onDone: (integration: IntegrationView, command: CommandJson) => void;
  onClose: () => void;
};

export function ReauthForm({ integration, description, onDone, onClose }: Props) {
  const t = useTranslations("integrations");
  const [values, setValues] = useState<Record<string, string>>({
    username: integration.username,
    customer_code: integration.customer_code,
  });
  const action = useFormAction(description.fields.map((f) => f.name));

  async function submit() {
    const changed = description.fields.flatMap((f) => {
      const value = values[f.name] ?? "";
      if (value === "") return [];
      if (!f.secret && value.trim() === String(integration[f.name as "username" | "customer_code"] ?? "")) return [];
      return [[f.name, f.secret ? value : value.trim()] as const];
    });
    const res = await action.run(() =>
      apiFetch<{ integration: IntegrationView; command: CommandJson }>(`/api/integrations/${integration.id}/reauth`, {
        body: Object.fromEntries(changed),
      }),
    );
    if (res.ok) {
      const { integration: stored, command } = res.value;
      onDone({ ...integration, ...stored, latest_command: command }, command);
    }
  }

  return (
    <Form
      onValidSubmit={() => void submit()}
      className="mt-3 space-y-3 rounded-md bg-slate-50 p-3"
      data-testid="integration-reauth-form"
    >
      <p className="text-sm text-slate-700">{t("reauth.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <CredentialFields
          fields={description.fields}
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          fieldError={action.fieldError}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={action.pending} data-testid="integration-reauth-submit">
          {t("reauth.submit")}
        </Button>
      </div>
    </Form>
  );
}
