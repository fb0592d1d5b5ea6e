/** @jest-environment node */
// The one date rule: DD/MM/YYYY in every language (en-BE, nl-BE, fr-BE), 24-hour times in Brussels time,
// calendar days never moved by a time zone.
import {
  formatDateTime,
  formatDay,
  formatDayRange,
  formatLongDay,
  formatShortDay,
  formatTime,
} from "@/lib/i18n/format-date";

describe("formatDay", () => {
  it.each(["en", "nl", "fr"])("shows a calendar day as DD/MM/YYYY in %s", (locale) => {
    expect(formatDay("2026-11-25", locale)).toBe("25/11/2026");
    expect(formatDay(new Date(Date.UTC(2026, 0, 5)), locale)).toBe("05/01/2026");
  });

  it("shows a timestamp's day in Brussels (23:30 UTC on the 31st is already the 1st there)", () => {
    expect(formatDay("2026-12-31T23:30:00Z", "nl")).toBe("01/01/2027");
  });

  it("falls back to English for an unknown language and to nothing for no value", () => {
    expect(formatDay("2026-03-01", "de")).toBe("01/03/2026");
    expect(formatDay(null, "en")).toBe("");
    expect(formatDay("", "en")).toBe("");
  });
});

describe("formatDateTime", () => {
  it.each(["en", "nl", "fr"])("shows a moment as DD/MM/YYYY HH:MM in Brussels time in %s", (locale) => {
    expect(formatDateTime("2026-11-25T12:32:00Z", locale)).toBe("25/11/2026 13:32");
    expect(formatDateTime(new Date("2026-07-01T06:05:00Z"), locale)).toBe("01/07/2026 08:05");
  });

  it("never shows the US order or a 12-hour clock", () => {
    expect(formatDateTime("2026-11-25T13:32:00Z", "en")).not.toMatch(/Nov|PM|AM/);
  });
});

it("a range shows both days, or one when they are the same", () => {
  expect(formatDayRange("2026-11-25", "2026-11-27", "fr")).toBe("25/11/2026 – 27/11/2026");
  expect(formatDayRange("2026-11-25", "2026-11-25", "fr")).toBe("25/11/2026");
});

describe("formatLongDay and formatTime", () => {
  it("names a day as a heading in Belgian style, day before month, in each language", () => {
    expect(formatLongDay("2026-11-01", "en")).toBe("Sunday, 1 November");
    expect(formatLongDay("2026-11-01", "nl")).toBe("zondag 1 november");
    expect(formatLongDay("2026-11-01", "fr")).toBe("dimanche 1 novembre");
  });

  it("writes a short day with the day first (the week view's range), never 'Nov 23'", () => {
    expect(formatShortDay("2026-11-23", "en")).toBe("23 Nov");
    expect(formatShortDay("2026-11-23", "nl")).toBe("23 nov");
  });

  it("shows a time on a 24-hour clock in Brussels in every language", () => {
    for (const locale of ["en", "nl", "fr"]) expect(formatTime("2026-11-25T12:32:00Z", locale)).toBe("13:32");
  });
});
