// Auth.js's own endpoints (/api/auth/*) read their form and query themselves: a NUL in the e-mail reached
// the database (500, and before the CSRF check), a NUL in callbackUrl broke the redirect after the session
// cookie was set. Both are refused here, before Auth.js sees the request, with 400 naming the field.
import { unsafeField, unsafeTextResponse } from "@/lib/api/unsafe-text-response";

const MAX_FORM_BYTES = 64 * 1024;

export async function unsafeAuthInputResponse(req: Request): Promise<Response | null> {
  const inQuery = unsafeField(new URL(req.url).searchParams);
  if (inQuery) return unsafeTextResponse(inQuery);
  if (req.method.toUpperCase() !== "POST") return null;
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.includes("application/x-www-form-urlencoded")) return null;
  const text = await req.clone().text();
  if (text.length > MAX_FORM_BYTES) return null; // Auth.js refuses it on its own
  const inForm = unsafeField(new URLSearchParams(text));
  return inForm ? unsafeTextResponse(inForm) : null;
}
