// The calendar screen in the browser (issue 16): every day cell of every row shows its own day (weekend,
// public holiday), with row lines, in November, August and December 2026; the whole month fits at 1366 px;
// phones get a list and a week view chosen by keyboard and kept in the URL; /calendar/settings fits a phone.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers";

const NONE = "rgba(0, 0, 0, 0)";

/** Background colour of the body cell for `date` in every person's row. */
async function columnColours(page: Page, date: string): Promise<string[]> {
  const grid = page.getByTestId("month-grid");
  const index = await grid
    .locator("thead th.day")
    .evaluateAll((ths, d) => ths.findIndex((th) => th.getAttribute("data-date") === d), date);
  expect(index).toBeGreaterThanOrEqual(0);
  return grid
    .locator("tbody tr")
    .evaluateAll((rows, i) => rows.map((tr) => getComputedStyle(tr.querySelectorAll("td")[i]).backgroundColor), index);
}

/** Background colour of the day's column header: the same shading as the day's cells. */
async function headerColour(page: Page, date: string): Promise<string> {
  return page
    .getByTestId("month-grid")
    .locator(`thead th[data-date="${date}"]`)
    .evaluate((th) => getComputedStyle(th).backgroundColor);
}

async function fitsHorizontally(box: Locator) {
  return box.evaluate((el) => el.scrollWidth <= el.clientWidth);
}

async function documentWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("each day shows its own weekend and holiday state and the whole month fits", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    const grid = page.getByTestId("month-grid");

    await page.goto("/calendar?year=2026&month=11&view=month");
    await expect(grid.locator("tbody tr").first().locator("td")).toHaveCount(30);
    expect(await fitsHorizontally(grid)).toBe(true);
    const lastDay = await grid.locator('th[data-date="2026-11-30"]').boundingBox();
    expect(lastDay!.x + lastDay!.width).toBeLessThanOrEqual(1366);
    // 1 and 11 November are holidays in every row; 2 November (a Monday) is not (it was, row-wide, before).
    const HOLIDAY = await headerColour(page, "2026-11-11");
    expect(HOLIDAY).not.toBe(NONE);
    expect(await headerColour(page, "2026-11-02")).toBe(NONE);
    expect(new Set(await columnColours(page, "2026-11-01"))).toEqual(new Set([HOLIDAY]));
    expect(new Set(await columnColours(page, "2026-11-11"))).toEqual(new Set([HOLIDAY]));
    expect(await columnColours(page, "2026-11-02")).not.toContain(HOLIDAY);
    const saturday = new Set(await columnColours(page, "2026-11-07"));
    expect(saturday.size).toBe(1);
    expect([...saturday][0]).not.toBe(NONE);
    // Row lines between people.
    expect(
      await grid
        .locator("tbody td")
        .first()
        .evaluate((td) => getComputedStyle(td).borderTopStyle),
    ).toBe("solid");

    await page.goto("/calendar?year=2026&month=8&view=month");
    await expect(grid.locator("tbody tr").first().locator("td")).toHaveCount(31);
    expect(await fitsHorizontally(grid)).toBe(true);
    expect(new Set(await columnColours(page, "2026-08-15"))).toEqual(new Set([HOLIDAY]));
    // A weekday in August is white for most people (a part-timer's rest day may shade their own cell).
    const monday = await columnColours(page, "2026-08-03");
    expect(monday.filter((c) => c === NONE).length).toBeGreaterThan(monday.length / 2);

    await page.goto("/calendar?year=2026&month=12&view=month");
    await expect(grid.locator("tbody tr").first().locator("td")).toHaveCount(31);
    expect(await fitsHorizontally(grid)).toBe(true);
    expect(new Set(await columnColours(page, "2026-12-25"))).toEqual(new Set([HOLIDAY]));
    expect(new Set(await columnColours(page, "2026-12-05"))).toEqual(saturday);
    expect(new Set(await columnColours(page, "2026-12-06"))).toEqual(saturday);
    expect(await columnColours(page, "2026-12-24")).not.toContain(HOLIDAY);
  });

  test("the month is the default on a wide screen, and names keep their particles", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/calendar?year=2026&month=11");
    await expect(page.getByTestId("month-grid")).toBeVisible();
    await expect(page.getByTestId("calendar-agenda")).toBeHidden();
    await expect(page.getByTestId("calendar-views").getByRole("link", { name: "Month" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The demo company has Dutch colleagues ("… de Jong", "… van der Meer"): the particle stays.
    const names = await page.getByTestId("month-grid").locator("tbody th.who").allTextContents();
    expect(names.some((n) => /\s(de|van|van der|van den)\s\S/.test(n))).toBe(true);
  });
});

test.describe("on a phone", () => {
  // The desktop project runs every spec; these need the phone project's 375 px touch screen.
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("the calendar starts as a list, switches to a week by keyboard and keeps it in the URL @phone", async ({
    page,
  }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/calendar?year=2026&month=11");
    await expect(page.getByTestId("calendar-agenda")).toBeVisible();
    await expect(page.getByTestId("month-grid")).toBeHidden();
    const views = page.getByTestId("calendar-views");
    await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
    // 1 and 11 November are listed as public holidays.
    await expect(page.getByTestId("calendar-agenda").locator('li[data-date="2026-11-11"]')).toContainText(
      "Public holiday",
    );
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);

    await views.getByRole("link", { name: "Week" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=week/);
    const grid = page.getByTestId("month-grid");
    await expect(grid).toBeVisible();
    await expect(grid.locator("thead th.day")).toHaveCount(7);
    await expect(views.getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
    expect(await fitsHorizontally(grid)).toBe(true);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    const firstDay = await grid.locator("thead th.day").first().getAttribute("data-date");

    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(/view=week&week=\d{4}-\d{2}-\d{2}/);
    await expect(grid.locator("thead th.day").first()).not.toHaveAttribute("data-date", firstDay!);
    await page.reload();
    await expect(views.getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
    await expect(grid.locator("thead th.day")).toHaveCount(7);

    await views.getByRole("link", { name: "List" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=agenda/);
    await expect(page.getByTestId("calendar-agenda")).toBeVisible();
  });

  test("/calendar/settings fits a phone @phone", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/calendar/settings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    // Nothing is wider than the screen, scrolled inside a box or not.
    const wide = await page
      .locator("main *")
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().width > 375).map((el) => el.tagName));
    expect(wide).toEqual([]);
  });
});
