// GET /calendar/{year}/{month}/{person} – remembers the month and year and sends the browser to the person
// calendar (spec section 2). Invalid numbers go to the plain calendar.
import { NextResponse } from "next/server";
import { CALENDAR_MONTH_COOKIE } from "@/lib/leave/calendar-page-state";

export async function GET(
  req: Request,
  { params }: { params: Promise<{ year: string; month: string; person: string }> },
) {
  const { year, month, person } = await params;
  const valid = /^\d{4}$/.test(year) && /^(0?[1-9]|1[0-2])$/.test(month) && /^\d{1,10}$/.test(person);
  const target = new URL(valid ? `/calendar/person/${person}` : "/calendar", req.url);
  if (!valid) return NextResponse.redirect(target);
  const mm = month.padStart(2, "0");
  target.searchParams.set("year", year);
  target.searchParams.set("month", String(Number(mm)));
  const res = NextResponse.redirect(target);
  res.cookies.set(CALENDAR_MONTH_COOKIE, `${year}-${mm}`, {
    path: "/calendar",
    sameSite: "lax",
    httpOnly: true,
    maxAge: 60 * 60 * 24 * 30,
  });
  return res;
}
