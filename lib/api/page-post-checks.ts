// What proxy.ts lets through as a POST to a page path (issue 17). A page takes a POST only as a server
// action: with JavaScript a fetch carrying the Next-Action header, without it (before hydration) a
// multipart form whose fields name the action ($ACTION_ID_… or $ACTION_REF_…). Next itself answered a
// cross-origin action and a malformed or action-less multipart body with a plain 500.
// - a server action from another origin (or an opaque "null" origin): 403, as Next would refuse it anyway;
// - any other POST to a page (a multipart body that names no action, JSON, a plain form): 405.
import { NextResponse, type NextRequest } from "next/server";

const ACTION_HEADER = "next-action";

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new NextResponse(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** The origin check Next applies to server actions (Origin's host against X-Forwarded-Host or Host). */
function isSameOrigin(req: NextRequest): boolean {
  if (req.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = req.headers.get("origin");
  // Scripts send no Origin; Next lets them through too (they carry no one's cookies by accident).
  if (origin === null) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) and garbage
  }
  const forwarded = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || req.headers.get("host") || req.nextUrl.host;
  return originHost === host;
}

async function namesAnAction(req: NextRequest): Promise<boolean> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return false;
  try {
    const form = await req.clone().formData();
    for (const key of form.keys()) if (key.startsWith("$ACTION_ID_") || key.startsWith("$ACTION_REF_")) return true;
    return false;
  } catch {
    return false; // a body that is not the multipart it claims to be
  }
}

/** A response refusing this POST to a page path, or null to let Next run the action. */
export async function refusePagePost(req: NextRequest): Promise<NextResponse | null> {
  if (req.method !== "POST") return null;
  const fetchAction = req.headers.has(ACTION_HEADER);
  if (!fetchAction && !(await namesAnAction(req))) return plain(405, "Method Not Allowed", { allow: "GET, HEAD" });
  if (!isSameOrigin(req)) return plain(403, "Forbidden: requests from other sites are not accepted");
  return null;
}
