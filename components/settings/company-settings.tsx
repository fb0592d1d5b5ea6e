"use client";
// The company settings screen: the name, the company numbers, address and contact details (the server
// checks Belgian and Dutch numbers and answers per field), and the logo with a preview. Read-only admins
// see the values without editing controls.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import type { groupInfoJson } from "@/lib/settings/get-group-info";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";

type Info = ReturnType<typeof groupInfoJson>;
type Props = { info: Info; canWrite: boolean };

const DETAIL_FIELDS = [
  "enterprise_number",
  "vat_number",
  "street",
  "house_number",
  "box",
  "postal_code",
  "city",
  "country_code",
  "phone",
  "email",
  "website",
] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

export function CompanySettings({ info, canWrite }: Props) {
  const t = useTranslations("settings.company");
  return (
    <div className="space-y-8">
      <dl className="grid gap-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-2" data-testid="company-summary">
        <div>
          <dt className="text-slate-500">{t("subdomain")}</dt>
          <dd>{info.subdomain}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("edition")}</dt>
          <dd>{t(`editions.${info.edition}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("country")}</dt>
          <dd>{info.country}</dd>
        </div>
        {info.trial_end ? (
          <div>
            <dt className="text-slate-500">{t("trialEnd")}</dt>
            <dd>{info.trial_end.slice(0, 10)}</dd>
          </div>
        ) : null}
      </dl>
      <NameForm name={info.name} canWrite={canWrite} />
      <DetailsForm info={info} canWrite={canWrite} />
      <LogoForm logoUrl={info.logo_url} canWrite={canWrite} />
    </div>
  );
}

function NameForm({ name, canWrite }: { name: string; canWrite: boolean }) {
  const t = useTranslations("settings.company");
  const router = useRouter();
  const toast = useToast();
  const { pending, run, fieldError } = useApiAction();
  const [value, setValue] = useState(name);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await run(() => apiFetch("/api/admin/group/updateName", { body: { name: value } }));
    if (result.ok) {
      toast.show({ title: t("saved"), variant: "success" });
      router.refresh();
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-white p-4 shadow-sm" aria-labelledby="company-name">
      <h2 id="company-name" className="text-lg font-semibold">
        {t("nameTitle")}
      </h2>
      <TextField
        label={t("name")}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={100}
        required
        readOnly={!canWrite}
        error={fieldError("name")}
      />
      {canWrite ? (
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}

function DetailsForm({ info, canWrite }: Props) {
  const t = useTranslations("settings.company");
  const router = useRouter();
  const toast = useToast();
  const { pending, run, error } = useApiAction();
  const [values, setValues] = useState<Record<DetailField, string>>(
    () => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, info[f] ?? ""])) as Record<DetailField, string>,
  );
  const fields = error instanceof ApiError ? error.fields : {};
  const fieldMessage = (field: DetailField) => fields[field] ?? null;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await run(() => apiFetch<{ data: Info }>("/api/admin/group/updateInfo", { body: values }));
    if (result.ok) {
      setValues(
        Object.fromEntries(DETAIL_FIELDS.map((f) => [f, result.value.data[f] ?? ""])) as Record<DetailField, string>,
      );
      toast.show({ title: t("saved"), variant: "success" });
      router.refresh();
    }
  }
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
      aria-labelledby="company-details"
      noValidate
    >
      <h2 id="company-details" className="text-lg font-semibold">
        {t("detailsTitle")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {DETAIL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            name={field}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            readOnly={!canWrite}
            error={fieldMessage(field)}
          />
        ))}
      </div>
      {error && Object.keys(fields).length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      {canWrite ? (
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      ) : null}
    </form>
  );
}

function LogoForm({ logoUrl, canWrite }: { logoUrl: string | null; canWrite: boolean }) {
  const t = useTranslations("settings.company");
  const router = useRouter();
  const toast = useToast();
  const { pending, run, fieldError } = useApiAction();
  const [preview, setPreview] = useState<string | null>(logoUrl);
  async function onFile(file: File | undefined) {
    if (!file) return;
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    const result = await run(() =>
      apiFetch<{ data: { logo_url: string } }>("/api/util/logo/upload", {
        body: { file_base64: dataUrl, filename: file.name },
      }),
    );
    if (result.ok) {
      setPreview(result.value.data.logo_url);
      toast.show({ title: t("logoSaved"), variant: "success" });
      router.refresh();
    }
  }
  const message = fieldError("file_base64");
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm" aria-labelledby="company-logo">
      <h2 id="company-logo" className="text-lg font-semibold">
        {t("logoTitle")}
      </h2>
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own versioned API image, not a static asset
        <img
          src={preview}
          alt={t("logoAlt")}
          className="max-h-24 max-w-xs rounded border border-slate-200 bg-white p-2"
          data-testid="logo-preview"
        />
      ) : (
        <p className="text-sm text-slate-600">{t("noLogo")}</p>
      )}
      {canWrite ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t("logoUpload")}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={pending}
            onChange={(e) => onFile(e.target.files?.[0])}
            data-testid="logo-input"
          />
          <span className="mt-1 block text-slate-500">{t("logoHint")}</span>
        </label>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </section>
  );
}
