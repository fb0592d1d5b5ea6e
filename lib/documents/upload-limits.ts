// How large a document may be: DOCUMENT_MAX_BYTES (default 20 MB) of file content; larger answers 413.
// The JSON body carries it as base64 (4/3 larger) plus the other fields, so the upload routes let the
// route wrapper read that much and no more.
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export function documentMaxBytes(): number {
  const configured = Number(process.env.DOCUMENT_MAX_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_DOCUMENT_MAX_BYTES;
}

/** The largest JSON body an upload may send: the base64 of the largest file plus room for the fields. */
export function uploadBodyLimit(): number {
  return Math.ceil(documentMaxBytes() / 3) * 4 + 64 * 1024;
}
