"use client";
// The document type: free text with suggestions, first the account's types (listTypes), then as the user
// types the ones GET /api/files/{object}/suggestDocumentTypes?keyword offers (debounced).
import { useEffect, useId, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import { TextField } from "@/components/ui/text-field";
import type { Option, RelatedObject } from "./types";

const DEBOUNCE_MS = 250;

type Props = {
  label: string;
  object: RelatedObject;
  value: string;
  onChange: (value: string) => void;
  types: Option[];
  error?: string | null;
  required?: boolean;
  autoFocus?: boolean;
};

export function DocumentTypeField({ label, object, value, onChange, types, error, required, autoFocus }: Props) {
  const listId = `${useId()}-types`;
  const [suggested, setSuggested] = useState<string[]>([]);

  useEffect(() => {
    const keyword = value.trim();
    if (!keyword) return;
    let stale = false;
    const timer = setTimeout(() => {
      apiFetch<{ data: string[] }>(`/api/files/${object}/suggestDocumentTypes?keyword=${encodeURIComponent(keyword)}`)
        .then((res) => {
          if (!stale) setSuggested(Array.isArray(res?.data) ? res.data.filter((s) => typeof s === "string") : []);
        })
        .catch(() => {
          /* suggestions are a convenience; typing still works */
        });
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [value, object]);

  const options = [...new Set([...suggested, ...types.map((t) => t.value)])];
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        list={listId}
        autoComplete="off"
        maxLength={100}
        required={required}
        error={error}
        autoFocus={autoFocus}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o}>
            {types.find((t) => t.value === o)?.label ?? o}
          </option>
        ))}
      </datalist>
    </>
  );
}
