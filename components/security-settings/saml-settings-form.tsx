"use client";
// The SAML settings form (entity_id, single_sign_on_url, certificate) on /settings/security, over the
// existing GET/POST /api/settings/selfservice/saml/* routes; beside it what to enter at the IdP.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/lib/i18n/format-date";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";

export type SamlSettingView = {
  data: {
    entity_id: string;
    single_sign_on_url: string;
    certificate: string;
    certificate_valid_to: string | null;
    certificate_expired: boolean;
  } | null;
  service_provider: { entity_id: string; acs_url: string; metadata_url: string };
};

export function SamlSettingsForm({ setting, canWrite }: { setting: SamlSettingView; canWrite: boolean }) {
  const t = useTranslations("security.saml");
  const locale = useLocale();
  const toast = useToast();
  const router = useRouter();
  const [values, setValues] = useState({
    entity_id: setting.data?.entity_id ?? "",
    single_sign_on_url: setting.data?.single_sign_on_url ?? "",
    certificate: setting.data?.certificate ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const sp = setting.service_provider;

  async function save() {
    setPending(true);
    setErrors({});
    try {
      await apiFetch("/api/settings/selfservice/saml/setSamlSetting", { body: values });
      toast.show({ title: t("saved"), variant: "success" });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="saml-settings">
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t("intro")}</p>
        <TextField
          label={t("entity_id")}
          value={values.entity_id}
          onChange={(e) => setValues({ ...values, entity_id: e.target.value })}
          error={errors.entity_id}
          disabled={!canWrite}
        />
        <TextField
          label={t("single_sign_on_url")}
          value={values.single_sign_on_url}
          onChange={(e) => setValues({ ...values, single_sign_on_url: e.target.value })}
          error={errors.single_sign_on_url}
          disabled={!canWrite}
        />
        <div>
          <label htmlFor="saml-certificate" className="mb-1 block text-sm font-medium text-slate-800">
            {t("certificate")}
          </label>
          <textarea
            id="saml-certificate"
            rows={6}
            value={values.certificate}
            disabled={!canWrite}
            onChange={(e) => setValues({ ...values, certificate: e.target.value })}
            aria-invalid={errors.certificate ? true : undefined}
            className={`block w-full rounded-md border px-3 py-2 font-mono text-xs ${errors.certificate ? "border-red-600" : "border-slate-300"}`}
          />
          {errors.certificate ? <p className="mt-1 text-xs text-red-700">{errors.certificate}</p> : null}
          {setting.data ? (
            <p className={`mt-1 text-xs ${setting.data.certificate_expired ? "text-red-700" : "text-slate-600"}`}>
              {setting.data.certificate_expired || !setting.data.certificate_valid_to
                ? t("certificate_expired")
                : t("certificate_valid_to", { date: formatDay(setting.data.certificate_valid_to, locale) })}
            </p>
          ) : null}
        </div>
        {canWrite ? (
          <Button onClick={save} disabled={pending}>
            {t("save")}
          </Button>
        ) : null}
      </div>
      <div className="rounded-md bg-slate-100 p-4 text-sm" data-testid="saml-idp-instructions">
        <h3 className="mb-2 font-medium">{t("idp_title")}</h3>
        <dl className="space-y-2">
          <Row label={t("sp_entity_id")} value={sp.entity_id} />
          <Row label={t("sp_acs_url")} value={sp.acs_url} />
          <Row label={t("sp_metadata_url")} value={sp.metadata_url} />
        </dl>
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-all font-mono text-xs">{value}</dd>
    </div>
  );
}
