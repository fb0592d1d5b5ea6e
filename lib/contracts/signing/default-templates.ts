// The built-in contract template in each language, used until a company writes its own on the contract
// template screen. Plain text with {{placeholders}} (./render-template.ts lists them); a blank line starts a
// new paragraph in the PDF.
import type { Locale } from "@/lib/i18n/locales";

export const DEFAULT_TEMPLATES: Record<Locale, string> = {
  en: `EMPLOYMENT CONTRACT

Between {{company}}, the employer, and {{person}}, the employee.

1. Type of contract
The employee is hired under a {{contract_type}} contract as {{employment_type}}, in joint committee {{joint_committee}}.

2. Duration
Start date: {{start_date}}. End date: {{end_date}}.

3. Working time
The employee works {{hours_per_week}} hours a week over {{days_per_week}} days.

4. Wage
The gross monthly wage is {{wage}}.

Both parties have read this contract and agree to it.`,
  nl: `ARBEIDSOVEREENKOMST

Tussen {{company}}, de werkgever, en {{person}}, de werknemer.

1. Soort overeenkomst
De werknemer wordt aangeworven met een overeenkomst {{contract_type}} als {{employment_type}}, in paritair comité {{joint_committee}}.

2. Duur
Begindatum: {{start_date}}. Einddatum: {{end_date}}.

3. Arbeidsduur
De werknemer werkt {{hours_per_week}} uur per week, verdeeld over {{days_per_week}} dagen.

4. Loon
Het bruto maandloon bedraagt {{wage}}.

Beide partijen hebben deze overeenkomst gelezen en gaan ermee akkoord.`,
  fr: `CONTRAT DE TRAVAIL

Entre {{company}}, l'employeur, et {{person}}, le travailleur.

1. Type de contrat
Le travailleur est engagé sous un contrat {{contract_type}} en tant que {{employment_type}}, en commission paritaire {{joint_committee}}.

2. Durée
Date de début : {{start_date}}. Date de fin : {{end_date}}.

3. Temps de travail
Le travailleur preste {{hours_per_week}} heures par semaine, réparties sur {{days_per_week}} jours.

4. Rémunération
La rémunération mensuelle brute s'élève à {{wage}}.

Les deux parties ont lu ce contrat et l'acceptent.`,
};
