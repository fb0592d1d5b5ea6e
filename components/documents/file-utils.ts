// Small pure helpers of the documents screens: reading a picked file as base64, sizes, dates, what the
// browser can show inline, and the API paths built from the screen's state.
import { formatDay } from "@/lib/i18n/format-date";
import type { FolderInfo, RelatedObject, Visibility } from "./types";

/** The file's bytes as plain base64 (the data: prefix stripped), as the upload calls take them. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** Uploads above this size fail on the server anyway (413); the dialog says so before sending. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

// One formatter per language: building an Intl.NumberFormat costs more than formatting with it, and the
// file table formats a size on every row of every render.
const sizeFormats = new Map<string, Intl.NumberFormat>();

export function formatSize(bytes: number, locale = "en"): string {
  let format = sizeFormats.get(locale);
  if (!format) sizeFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  const fmt = (n: number) => format.format(n);
  if (bytes < 1024) return `${fmt(bytes)} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / (1024 * 1024))} MB`;
}

/** DD/MM/YYYY in Brussels time: the app's one date rule (lib/i18n/format-date). */
export function formatDate(iso: string, locale = "en"): string {
  return formatDay(iso, locale, { dateIsMoment: true });
}

export type PreviewKind = "pdf" | "image" | "none";

export function previewKind(mime: string): PreviewKind {
  if (mime === "application/pdf") return "pdf";
  if (/^image\/(png|jpe?g|gif|webp|svg\+xml)$/.test(mime)) return "image";
  return "none";
}

export function listPath(
  object: RelatedObject,
  objectId: number,
  q: { folder?: string | null; page?: number; perPage?: number; documentType?: string },
): string {
  const params = new URLSearchParams();
  if (q.folder) params.set("folder_name", q.folder);
  if (q.documentType) params.set("document_type", q.documentType);
  params.set("page", String(q.page ?? 1));
  params.set("per_page", String(q.perPage ?? 25));
  params.set("orderby_column", "created_at");
  params.set("orderby_direction", "desc");
  return `/api/files/${object}/${object === "company_wide" ? 0 : objectId}/list?${params}`;
}

/** The value the API takes for a folder: null for the default folder. */
export function folderParam(folder: string | null, folders: FolderInfo[]): string | null {
  if (!folder) return null;
  return folders.find((f) => f.name === folder)?.is_default ? null : folder;
}

export const ALL_TEAMS: Visibility = {
  is_visible_for_all_teams: true,
  visible_for_specific_teams: [],
  visible_for_specific_segment: null,
};

/** A visibility the server accepts: specific teams need at least one team, a segment needs a key. */
export function visibilityProblem(v: Visibility): "teams" | "segment" | null {
  if (v.is_visible_for_all_teams) return null;
  if (v.visible_for_specific_segment !== null) return v.visible_for_specific_segment ? null : "segment";
  return v.visible_for_specific_teams.length ? null : "teams";
}
