// Today's date as the calendar shows it: the companies are in Belgium and the Netherlands, so the day
// turns at midnight Brussels time, not at midnight UTC (at 00:30 in Brussels it is already tomorrow).
import type { IsoDate } from "./iso-date";

export function companyToday(now = new Date()): IsoDate {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
