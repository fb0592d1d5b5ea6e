// People the provider cannot pay as they are: no national number, no IBAN, no contract in the month, or no
// link to the provider's person. One anomaly per missing item, each linking to the person's page.
import type { Anomaly, AnomalyRule, MonthPerson } from "./anomaly.types";

const CHECKS: { key: string; missing: (p: MonthPerson) => boolean }[] = [
  { key: "missingNationalNumber", missing: (p) => !p.hasNationalNumber },
  { key: "missingIban", missing: (p) => !p.hasIban },
  { key: "missingContract", missing: (p) => !p.hasContract },
  { key: "notLinkedToProvider", missing: (p) => !p.linked },
];

export const missingPersonData: AnomalyRule = (data) =>
  data.people.flatMap((p) =>
    CHECKS.filter((c) => c.missing(p)).map((c): Anomaly => ({
      rule: "missing_person_data",
      key: c.key,
      employee_id: p.id,
      values: { employee: p.name },
      link: `/people/${p.id}`,
    })),
  );
