// zod helpers that apply the field rules of spec section 5 on the server, with the same messages as the
// client's fields (in English), so a 422 names the field the way the form would.
import { z } from "zod";
import { formatFieldMessage } from "./field-message-english";
import { checkNumberValue, parseNumberInput, type NumberRules } from "./number-input";
import { checkDateInput, parseDateInput, todayDayDate, type DateRules, type DayDate } from "./date-input";
import { isEmptyValue } from "./required";

/** Required text: whitespace-only counts as empty. Trimmed. */
export function zRequiredText(field: string, maxLength?: number) {
  const base = z
    .string({ error: formatFieldMessage({ key: "required", values: { field } }) })
    .transform((v) => v.trim());
  return base.pipe(
    z
      .string()
      .refine((v) => !isEmptyValue(v), { error: formatFieldMessage({ key: "required", values: { field } }) })
      .refine((v) => maxLength === undefined || Array.from(v).length <= maxLength, {
        error: `${field} can have at most ${maxLength} characters`,
      }),
  );
}

/** A number sent as a JSON number or as typed text ("12,5"); the number rules apply. */
export function zNumberInput(field: string, rules: NumberRules = {}) {
  return z
    .union([z.number(), z.string()], { error: formatFieldMessage({ key: "notANumber", values: { field } }) })
    .transform((raw, ctx) => {
      const fail = (message: Parameters<typeof formatFieldMessage>[0]) => {
        ctx.addIssue({ code: "custom", message: formatFieldMessage(message) });
        return z.NEVER;
      };
      if (typeof raw === "number") {
        if (!Number.isFinite(raw)) return fail({ key: "notANumber", values: { field } });
        const problem = checkNumberValue(raw, field, rules);
        return problem ? fail(problem) : raw;
      }
      const parsed = parseNumberInput(raw);
      if (parsed === null) return fail({ key: "required", values: { field } });
      if (!parsed.ok) return fail({ key: "notANumber", values: { field } });
      const problem = checkNumberValue(parsed.value, field, rules, parsed.decimals);
      return problem ? fail(problem) : parsed.value;
    });
}

/** A DD/MM/YYYY date; warnings (min date, past) do not refuse, errors do. */
export function zDateInput(field: string, rules: Omit<DateRules, "noticeWhenPast" | "minDate"> = {}) {
  return z
    .string({ error: formatFieldMessage({ key: "required", values: { field } }) })
    .transform((raw, ctx): DayDate => {
      const verdict = checkDateInput(raw, field, { ...rules, required: true });
      if (verdict.error || !verdict.date) {
        ctx.addIssue({
          code: "custom",
          message: formatFieldMessage(verdict.error ?? { key: "notADate", values: { field } }),
        });
        return z.NEVER;
      }
      return verdict.date;
    });
}

/** A start date as sent by the client: "now" (today) or dd/mm/yyyy. */
export function zStartDate(field: string, today: () => DayDate = () => todayDayDate()) {
  return z
    .string({ error: formatFieldMessage({ key: "required", values: { field } }) })
    .transform((raw, ctx): DayDate => {
      if (raw.trim().toLowerCase() === "now") return today();
      const date = parseDateInput(raw);
      if (!date) {
        ctx.addIssue({ code: "custom", message: formatFieldMessage({ key: "notADate", values: { field } }) });
        return z.NEVER;
      }
      return date;
    });
}
