"use client";
// Registers a client app: name, description, homepage, redirect URIs (one per line), scopes and whether it
// is a public client. The server's field messages show under each field; a confidential app's secret
// is handed to the parent to show once.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type Created = { data: { client_id: string; client_secret: string | null } };

export function RegisterAppForm({
  scopes,
  onSecret,
}: {
  scopes: string[];
  onSecret: (clientId: string, secret: string) => void;
}) {
  const t = useTranslations("developer");
  const router = useRouter();
  const { run, pending, fieldError, error } = useApiAction();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [homepage, setHomepage] = useState("");
  const [uris, setUris] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [isPublic, setIsPublic] = useState(false);
  const fieldMessage = (field: string) => (error && fieldError(field) !== error.message ? fieldError(field) : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      name,
      ...(description ? { description } : {}),
      ...(homepage ? { homepage_url: homepage } : {}),
      redirect_uris: uris.split(/\s+/).filter(Boolean),
      scopes: chosen,
      is_public: isPublic,
    };
    const res = await run(() => apiFetch<Created>("/api/client_apps/add", { body }));
    if (!res.ok) return;
    if (res.value.data.client_secret) onSecret(res.value.data.client_id, res.value.data.client_secret);
    setName("");
    setDescription("");
    setHomepage("");
    setUris("");
    setChosen([]);
    router.refresh();
  }

  return (
    <section aria-labelledby="dev-register" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="dev-register" className="mb-3 text-lg font-semibold">
        {t("register")}
      </h2>
      <form onSubmit={submit} className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t("name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          error={fieldMessage("name")}
        />
        <TextField
          label={t("homepage")}
          value={homepage}
          onChange={(e) => setHomepage(e.target.value)}
          error={fieldMessage("homepage_url")}
        />
        <TextField
          label={t("description")}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={1000}
          error={fieldMessage("description")}
        />
        <label className="block text-sm">
          <span className="font-medium">{t("redirectUris")}</span>
          <textarea
            className="mt-1 block w-full rounded-md border border-slate-300 p-2"
            rows={2}
            value={uris}
            onChange={(e) => setUris(e.target.value)}
            aria-describedby="dev-uris-hint"
          />
          <span id="dev-uris-hint" className="text-slate-600">
            {t("redirectUrisHint")}
          </span>
          {(fieldMessage("redirect_uris") ?? fieldMessage("redirect_uris.0")) ? (
            <span className="block text-red-700">
              {fieldMessage("redirect_uris") ?? fieldMessage("redirect_uris.0")}
            </span>
          ) : null}
        </label>
        <fieldset className="text-sm md:col-span-2">
          <legend className="font-medium">{t("scopes")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {scopes.map((scope) => (
              <label key={scope} className="inline-flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={chosen.includes(scope)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, scope] : chosen.filter((s) => s !== scope))}
                />
                <code>{scope}</code>
              </label>
            ))}
          </div>
          {fieldMessage("scopes") && <span className="block text-red-700">{fieldMessage("scopes")}</span>}
        </fieldset>
        <label className="inline-flex items-center gap-2 text-sm md:col-span-2">
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
          {t("isPublic")}
        </label>
        {error && !Object.keys((error as { fields?: object }).fields ?? {}).length && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {error.message}
          </p>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={pending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
