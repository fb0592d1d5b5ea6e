"use client";
// Anomalies as a to-do list: each says what is wrong in the reader's language (messages payroll.anomalies.*)
// and links to the page where it is fixed (the person, the inbox, the day-off types, the person's calendar).
// A day-off type in the values is named as everywhere else on screen: a built-in kind from leave.types.*,
// a custom type by its own name (components/leave/day-off-type-label.ts), never the raw key.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { dayOffTypeLabel } from "@/components/leave/day-off-type-label";
import type { AnomalyView } from "./payroll-types";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a message read DD/MM/YYYY (spec section 5), never as the API's ISO days; a type reads by its name. */
function readable(
  values: AnomalyView["values"],
  typeName: (kind: string, name: string) => string,
): AnomalyView["values"] {
  const named =
    typeof values.type_kind === "string" && values.type_kind
      ? { ...values, type: typeName(values.type_kind, String(values.type ?? "")) }
      : values;
  return Object.fromEntries(
    Object.entries(named).map(([k, v]) => {
      const day = typeof v === "string" ? ISO_DAY.exec(v) : null;
      return [k, day ? `${day[3]}/${day[2]}/${day[1]}` : v];
    }),
  );
}

export function AnomalyList({ anomalies, testId }: { anomalies: AnomalyView[]; testId?: string }) {
  const t = useTranslations("payroll");
  // Only the type names reach this page (client scope "payroll" sends leave.types, not all of leave).
  const tTypes = useTranslations("leave.types");
  if (anomalies.length === 0) return null;
  const typeName = (kind: string, name: string) =>
    dayOffTypeLabel((key) => tTypes(key.replace(/^types\./, "")), { kind, name });
  return (
    <ul className="space-y-1" data-testid={testId}>
      {anomalies.map((a, i) => {
        const message = t(`anomalies.${a.key}`, readable(a.values, typeName));
        const fix = a.fix ? t(`screen.${a.fix}`) : t("screen.fix");
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
              aria-label={t("screen.fixLabel", { fix, message })}
              data-testid="payroll-anomaly-fix"
            >
              {fix}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
