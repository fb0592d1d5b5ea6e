// The placeholder values of one contract in one language: labels from the contracts messages, dates and
// money as the person reads them. Missing facts (no joint committee for a Dutch contract, no end date)
// print as words, never as "null".
import type { Prisma } from "@/lib/db/generated/client";
import enContracts from "@/messages/en/contracts.json";
import nlContracts from "@/messages/nl/contracts.json";
import frContracts from "@/messages/fr/contracts.json";
import { formatDay } from "@/lib/i18n/format-date";
import { DISPLAY_LOCALE } from "@/lib/i18n/format-date";
import type { Locale } from "@/lib/i18n/locales";
import { displayName } from "@/lib/people/display-name";
import type { TemplateValues } from "./render-template";

const CONTRACTS = { en: enContracts, nl: nlContracts, fr: frContracts } as const;

export const CONTRACT_VALUES_INCLUDE = {
  employee: {
    select: {
      firstName: true,
      lastName: true,
      insertion: true,
      lastNameComposition: true,
      insertionPartner: true,
      lastNamePartner: true,
    },
  },
  wage: { select: { brutoCents: true, currency: true } },
  function: { select: { description: true } },
} as const satisfies Prisma.ContractInclude;

export type ContractForValues = Prisma.ContractGetPayload<{ include: typeof CONTRACT_VALUES_INCLUDE }>;

const NONE = { en: "–", nl: "–", fr: "–" } as const;

export function contractValues(company: string, contract: ContractForValues, locale: Locale): TemplateValues {
  const m = CONTRACTS[locale];
  const number = (v: unknown) => new Intl.NumberFormat(DISPLAY_LOCALE[locale]).format(Number(v));
  const wage = contract.wage
    ? new Intl.NumberFormat(DISPLAY_LOCALE[locale], {
        style: "currency",
        currency: contract.wage.currency || "EUR",
      }).format(contract.wage.brutoCents / 100)
    : NONE[locale];
  return {
    company,
    person: displayName(contract.employee),
    contract_type: m.types[contract.contractType].toLowerCase(),
    employment_type: m.employment[contract.employmentType].toLowerCase(),
    joint_committee: contract.jointCommittee ?? contract.cao ?? NONE[locale],
    start_date: formatDay(contract.startDate, locale),
    end_date: contract.endDate ? formatDay(contract.endDate, locale) : m.openEnded,
    hours_per_week: number(contract.hoursPerWeek),
    days_per_week: number(contract.daysPerWeek),
    wage,
    function: contract.function?.description ?? NONE[locale],
  };
}

/** Values for the template preview: a made-up contract, so HR sees the layout before any is sent. */
export function sampleValues(company: string, locale: Locale): TemplateValues {
  return contractValues(
    company,
    {
      contractType: "open_ended",
      employmentType: "employee",
      jointCommittee: "200",
      cao: null,
      startDate: new Date(Date.UTC(2027, 0, 4)),
      endDate: null,
      hoursPerWeek: 38 as unknown as Prisma.Decimal,
      daysPerWeek: 5 as unknown as Prisma.Decimal,
      employee: {
        firstName: "Sam",
        lastName: "Peeters",
        insertion: null,
        lastNameComposition: null,
        insertionPartner: null,
        lastNamePartner: null,
      },
      wage: { brutoCents: 320000, currency: "EUR" },
      function: { description: "Accountant" },
    } as ContractForValues,
    locale,
  );
}
