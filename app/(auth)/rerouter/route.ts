// GET /rerouter – sends a signed-in user to their account's home, everyone else to sign in.
import { NextResponse, type NextRequest } from "next/server";
import { loadContext } from "@/lib/api/context";
import { publicBaseUrl } from "@/lib/federation/app-url";
import { currentSession } from "@/lib/federation/current-session";

export async function GET(req: NextRequest) {
  const session = await currentSession(req);
  const ctx = session ? await loadContext(session) : null;
  return NextResponse.redirect(`${publicBaseUrl(req)}${ctx ? "/" : "/login"}`, 303);
}
