/** @jest-environment node */
// /calendar renders one default layout (issue 18): the browser's reported one, else a guess from its headers.
import { pickCalendarLayout } from "@/lib/leave/calendar-layout";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("pickCalendarLayout", () => {
  it("follows the layout the browser reported, whatever its headers say", () => {
    expect(pickCalendarLayout("narrow", DESKTOP, "?0")).toBe("narrow");
    expect(pickCalendarLayout("wide", IPHONE, "?1")).toBe("wide");
  });

  it("guesses a list for a phone (client hint or user agent) and the grid otherwise", () => {
    expect(pickCalendarLayout(undefined, DESKTOP, "?1")).toBe("narrow");
    expect(pickCalendarLayout(undefined, IPHONE, null)).toBe("narrow");
    expect(pickCalendarLayout(undefined, ANDROID_TABLET, "?0")).toBe("wide");
    expect(pickCalendarLayout(undefined, DESKTOP, "?0")).toBe("wide");
    expect(pickCalendarLayout(undefined, null, null)).toBe("wide");
  });

  it("ignores a cookie it did not write", () => {
    expect(pickCalendarLayout("agenda", IPHONE, null)).toBe("narrow");
    expect(pickCalendarLayout("", DESKTOP, null)).toBe("wide");
  });
});
