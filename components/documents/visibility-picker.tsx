"use client";
// Who sees a company file: all teams, chosen teams, or one segment (spec section 3, File). A radio group
// with the matching control under the chosen option; the segment choice appears only when the account
// has segments.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { MultiSelect } from "@/components/ui/multi-select";
import { FieldMessageLine } from "@/components/ui/field-message";
import type { Option, Visibility } from "./types";

type Mode = "all" | "teams" | "segment";

export function visibilityMode(v: Visibility): Mode {
  if (v.is_visible_for_all_teams) return "all";
  return v.visible_for_specific_segment !== null ? "segment" : "teams";
}

type Props = {
  value: Visibility;
  onChange: (value: Visibility) => void;
  teams: Option<number>[];
  segments: Option<string>[];
  /** Shown under the control that lacks a choice ("teams" / "segment"). */
  problem?: "teams" | "segment" | null;
  /** A server message for the visibility fields. */
  error?: string | null;
  disabled?: boolean;
};

export function VisibilityPicker({ value, onChange, teams, segments, problem, error, disabled }: Props) {
  const t = useTranslations("documents");
  const id = useId();
  const mode = visibilityMode(value);

  function setMode(next: Mode) {
    if (next === "all")
      onChange({ is_visible_for_all_teams: true, visible_for_specific_teams: [], visible_for_specific_segment: null });
    if (next === "teams")
      onChange({
        is_visible_for_all_teams: false,
        visible_for_specific_teams: value.visible_for_specific_teams,
        visible_for_specific_segment: null,
      });
    if (next === "segment")
      onChange({
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [],
        visible_for_specific_segment: value.visible_for_specific_segment ?? "",
      });
  }

  const modes: Mode[] = segments.length > 0 || mode === "segment" ? ["all", "teams", "segment"] : ["all", "teams"];
  return (
    <fieldset className="space-y-2" data-testid="visibility-picker">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("visibility.label")}</legend>
      <div className="flex flex-col gap-1">
        {modes.map((m) => (
          <label key={m} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              disabled={disabled}
              onChange={() => setMode(m)}
              className="h-4 w-4"
            />
            {t(`visibility.${m}`)}
          </label>
        ))}
      </div>
      {mode === "teams" && (
        <MultiSelect
          label={t("visibility.teamsLabel")}
          options={teams}
          value={value.visible_for_specific_teams}
          disabled={disabled}
          error={problem === "teams" ? t("visibility.teamsRequired") : null}
          onChange={(ids) => onChange({ ...value, visible_for_specific_teams: ids })}
        />
      )}
      {mode === "segment" && (
        <div>
          <label htmlFor={`${id}-segment`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("visibility.segmentLabel")}
          </label>
          <select
            id={`${id}-segment`}
            value={value.visible_for_specific_segment ?? ""}
            disabled={disabled}
            aria-invalid={problem === "segment" ? true : undefined}
            aria-describedby={problem === "segment" ? `${id}-segment-msg` : undefined}
            onChange={(e) => onChange({ ...value, visible_for_specific_segment: e.target.value })}
            className={`block w-full rounded-md border bg-white px-3 py-2 text-base sm:text-sm ${problem === "segment" ? "border-red-600" : "border-slate-300"}`}
          >
            <option value="">{t("visibility.chooseSegment")}</option>
            {segments.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <div className="mt-1">
            <FieldMessageLine
              id={`${id}-segment-msg`}
              text={problem === "segment" ? t("visibility.segmentRequired") : null}
            />
          </div>
        </div>
      )}
      {error ? <FieldMessageLine id={`${id}-error`} text={error} /> : null}
    </fieldset>
  );
}
