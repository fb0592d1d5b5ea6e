// Today's date as the calendar shows it: the companies are in Belgium and the Netherlands, so the day
// turns at midnight Brussels time, not at midnight UTC (at 00:30 in Brussels it is already tomorrow).
import type { IsoDate } from "./iso-date";

// Built once: a DateTimeFormat with a time zone is costly to construct, and pages ask for today several times.
const brusselsDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function companyToday(now = new Date()): IsoDate {
  return brusselsDay.format(now);
}
