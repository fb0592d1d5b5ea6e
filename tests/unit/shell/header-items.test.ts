import {
  DEFAULT_HEADER_ITEMS,
  fitCount,
  isAtHeaderLimit,
  parseHeaderChoice,
  serializeHeaderChoice,
  splitForWidth,
  trimHeaderChoice,
  visibleHeaderItems,
} from "@/lib/shell/header-items";
import {
  HEADER_ITEMS_DEFAULT,
  HEADER_ITEMS_MAX,
  HEADER_RESERVE_PX,
  HEADER_VISIBLE_ITEMS_STORAGE_KEY,
} from "@/lib/ui/constants";

const ALL = [
  "/people",
  "/calendar",
  "/documents",
  "/assets",
  "/fleet",
  "/expenses",
  "/software",
  "/contracts",
  "/trainings",
];

describe("the constants of spec section 9", () => {
  it("max 7 items, default 3, reserve 100, key header-visible-items", () => {
    expect(HEADER_ITEMS_MAX).toBe(7);
    expect(HEADER_ITEMS_DEFAULT).toBe(3);
    expect(HEADER_RESERVE_PX).toBe(100);
    expect(HEADER_VISIBLE_ITEMS_STORAGE_KEY).toBe("header-visible-items");
    expect(DEFAULT_HEADER_ITEMS).toEqual(["/people", "/calendar", "/documents"]);
  });
});

describe("stored choice", () => {
  it("is a semicolon-joined list both ways", () => {
    expect(serializeHeaderChoice(["/people", "/fleet"])).toBe("/people;/fleet");
    expect(parseHeaderChoice("/people;/fleet")).toEqual(["/people", "/fleet"]);
  });
  it("drops blanks and duplicates; nothing stored is null, an empty string an empty choice", () => {
    expect(parseHeaderChoice(" /people ;;/people;/fleet;")).toEqual(["/people", "/fleet"]);
    expect(parseHeaderChoice(null)).toBeNull();
    expect(parseHeaderChoice("")).toEqual([]);
  });
});

describe("trimming", () => {
  it("keeps only items that still exist, in the chosen order", () => {
    expect(trimHeaderChoice(["/gone", "/fleet", "/people"], ALL)).toEqual(["/fleet", "/people"]);
  });
  it("cuts the choice to the maximum of 7", () => {
    expect(trimHeaderChoice(ALL, ALL)).toEqual(ALL.slice(0, 7));
    expect(trimHeaderChoice(ALL, ALL, 2)).toEqual(ALL.slice(0, 2));
  });
  it("uses the default three when nothing is stored, trimmed like any choice", () => {
    expect(visibleHeaderItems(null, ALL)).toEqual(["/people", "/calendar", "/documents"]);
    expect(visibleHeaderItems(null, ["/documents", "/fleet"])).toEqual(["/documents"]);
    expect(visibleHeaderItems("", ALL)).toEqual([]);
    expect(visibleHeaderItems("/fleet;/people", ALL)).toEqual(["/fleet", "/people"]);
  });
  it("is at the limit with 7 chosen, not with 6", () => {
    expect(isAtHeaderLimit(ALL.slice(0, 6))).toBe(false);
    expect(isAtHeaderLimit(ALL.slice(0, 7))).toBe(true);
  });
});

describe("fitting: a reserve of 100 plus the item widths", () => {
  it("fits items while 100 + their widths stay within the width", () => {
    expect(fitCount([100, 100, 100], 400)).toBe(3);
    expect(fitCount([100, 100, 100], 399)).toBe(2);
    expect(fitCount([100, 100, 100], 199)).toBe(0);
    expect(fitCount([100, 100, 100], 200)).toBe(1);
  });
  it("counts unmeasured widths as 0 and fits everything in an unknown width", () => {
    expect(fitCount([0, Number.NaN, 50], 150)).toBe(3);
    expect(fitCount([500, 500], Number.POSITIVE_INFINITY)).toBe(2);
  });
  it("puts the rest in the overflow menu, in order", () => {
    expect(splitForWidth(["a", "b", "c", "d"], [80, 80, 80, 80], 300)).toEqual({
      shown: ["a", "b"],
      overflow: ["c", "d"],
    });
  });
});
