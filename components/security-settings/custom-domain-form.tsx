"use client";
// The custom domain on /settings/security: set or remove it, the CNAME record to create for it, and while
// it is pending the TXT record that proves ownership with a Verify button (only a verified domain brands).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";

type DnsRecord = { type: string; name: string; value: string };
export type CustomDomainView = {
  domain_name: string | null;
  status: "pending" | "verified" | null;
  verified_domain_name: string | null;
  dns_record: DnsRecord | null;
  verification_record: DnsRecord | null;
};

export function CustomDomainForm({ domain, canWrite }: { domain: CustomDomainView; canWrite: boolean }) {
  const t = useTranslations("security.domain");
  const toast = useToast();
  const router = useRouter();
  const [value, setValue] = useState(domain.domain_name ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function call(path: string, body: object, done: string) {
    setPending(true);
    setError(null);
    try {
      const res = await apiFetch<{ data: CustomDomainView }>(path, { body });
      setValue(res.data.domain_name ?? "");
      toast.show({ title: done, variant: "success" });
      router.refresh();
    } catch (err) {
      if (err instanceof ApiError && err.fields.domain_name) setError(err.fields.domain_name);
      toast.showError(err);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="custom-domain">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <p className="text-sm" data-testid="custom-domain-current">
        {domain.domain_name ? t("current", { domain: domain.domain_name }) : t("none")}{" "}
        {domain.status ? (
          <span
            data-testid="custom-domain-status"
            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${domain.status === "verified" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
          >
            {t(domain.status === "verified" ? "status_verified" : "status_pending")}
          </span>
        ) : null}
      </p>
      {domain.status === "pending" && domain.verified_domain_name ? (
        <p className="text-sm text-slate-600">{t("still_serving", { domain: domain.verified_domain_name })}</p>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-64 flex-1"
            label={t("domain_name")}
            name="domain_name"
            value={value}
            placeholder="hr.example.be"
            onChange={(e) => setValue(e.target.value)}
            error={error}
          />
          <Button
            onClick={() => call("/api/selfservice/domain/setCustomDomain", { domain_name: value }, t("saved"))}
            disabled={pending || value.trim() === ""}
            data-testid="custom-domain-save"
          >
            {t("save")}
          </Button>
          {domain.domain_name ? (
            <Button
              variant="secondary"
              onClick={() => call("/api/selfservice/domain/deleteCustomDomain", {}, t("deleted"))}
              disabled={pending}
            >
              {t("delete")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {domain.dns_record ? (
        <div className="rounded-md bg-slate-100 p-4 text-sm" data-testid="custom-domain-dns">
          <h3 className="mb-2 font-medium">{t(domain.verification_record ? "dns_title_pending" : "dns_title")}</h3>
          <table className="text-left">
            <thead>
              <tr>
                <th className="pr-6 font-medium text-slate-600">{t("dns_type")}</th>
                <th className="pr-6 font-medium text-slate-600">{t("dns_name")}</th>
                <th className="font-medium text-slate-600">{t("dns_value")}</th>
              </tr>
            </thead>
            <tbody className="font-mono text-xs">
              {[domain.dns_record, domain.verification_record]
                .filter((r): r is DnsRecord => r !== null)
                .map((record) => (
                  <tr key={record.type} data-testid={`custom-domain-dns-${record.type.toLowerCase()}`}>
                    <td className="pr-6">{record.type}</td>
                    <td className="pr-6 break-all">{record.name}</td>
                    <td className="break-all">{record.value}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          {domain.verification_record && canWrite ? (
            <div className="mt-3 flex items-center gap-3">
              <Button
                onClick={() => call("/api/selfservice/domain/verifyCustomDomain", {}, t("verified"))}
                disabled={pending}
                data-testid="custom-domain-verify"
              >
                {t("verify")}
              </Button>
              <span className="text-xs text-slate-600">{t("verify_help")}</span>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
