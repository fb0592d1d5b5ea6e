"use client";
// Anomalies as a to-do list: each says what is wrong in the reader's language (messages payroll.anomalies.*)
// and links to the page where it is fixed (the person, the inbox, the day-off types, the person's calendar).
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { AnomalyView } from "./payroll-types";

export function AnomalyList({ anomalies, testId }: { anomalies: AnomalyView[]; testId?: string }) {
  const t = useTranslations("payroll");
  if (anomalies.length === 0) return null;
  return (
    <ul className="space-y-1" data-testid={testId}>
      {anomalies.map((a, i) => {
        const message = t(`anomalies.${a.key}`, a.values);
        return (
          <li
            key={`${a.rule}-${i}`}
            className="flex flex-wrap items-baseline gap-x-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900"
            data-testid="payroll-anomaly"
            data-rule={a.rule}
          >
            <span className="min-w-0 break-words">{message}</span>
            <Link
              href={a.link}
              className="font-medium text-red-900 underline hover:no-underline"
              aria-label={t("screen.fixLabel", { message })}
              data-testid="payroll-anomaly-fix"
            >
              {t("screen.fix")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
