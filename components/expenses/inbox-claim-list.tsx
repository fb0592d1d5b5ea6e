"use client";
// The claim cards of /inbox's expense section; a decision refreshes the page (the counts and the badge).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ClaimCard } from "./claim-card";
import type { ClaimJson } from "./expense-types";

export function InboxClaimList({ claims }: { claims: ClaimJson[] }) {
  const t = useTranslations("expenses");
  const router = useRouter();
  if (claims.length === 0) return <p className="text-slate-600">{t("empty")}</p>;
  return (
    <ul className="space-y-3">
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} showPerson onChanged={() => router.refresh()} />
      ))}
    </ul>
  );
}
