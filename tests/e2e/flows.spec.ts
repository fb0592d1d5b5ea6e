// The app-wide flows as people meet them: a light admin opens the upgrade flow from "Enable more" (price,
// confirm step, closing returns to the page; book a demo ends on the booked modal — the real upgrade is
// covered by the integration tests, so the demo bakery stays light for the other specs), and the score
// survey (the survey service answers show_survey only over https, so the test fakes that one answer).
import { expect, test, type Page } from "@playwright/test";
import { openMenu, seriousViolations, shellReady, signIn } from "./helpers";

test.use({ locale: "en-GB" });

async function switchTo(page: Page, subdomain: string) {
  const status = await page.evaluate(async (s) => {
    const res = await fetch("/api/accounts/switch", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subdomain: s }),
    });
    return res.status;
  }, subdomain);
  expect(status).toBe(200);
}

test("light admin: Enable more opens the upgrade flow; closing returns to the page; booking a demo", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  await switchTo(page, "demo-light");
  await page.goto("/settings/teams/add");
  await shellReady(page);
  await openMenu(page.getByTestId("enable-more"), page.getByTestId("upsell-orgchart"));
  await page.getByTestId("upsell-orgchart").click();
  const offer = page.getByTestId("upgrade-modal");
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId("upgrade-price")).toContainText("25");
  await page.screenshot({ path: "test-results/flows-upgrade.png" });
  expect(await seriousViolations(page)).toEqual([]);
  await offer.getByRole("button", { name: "Upgrade" }).click();
  const confirm = page.getByTestId("upgrade-confirm-modal");
  await expect(confirm).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/teams\/add$/);

  // Opened by link: booking a demo ends on the booked modal, and closing drops ?upgrade=open.
  await page.goto("/settings/teams/add?upgrade=open");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Book a demo" }).click();
  const booked = page.getByTestId("upgrade-booked-modal");
  await expect(booked).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/settings\/teams\/add$/);

  await switchTo(page, "demo");
});

test("score survey: Next waits for a score, the comment is optional, thanks after submit", async ({ page }) => {
  await page.route("**/nps/tracklogin", (route) => route.fulfill({ json: { show_survey: true } }));
  await signIn(page, "admin@demo.test");
  const survey = page.getByTestId("score-survey");
  await expect(survey).toBeVisible();
  const next = survey.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  // A click on the background does not close it.
  await page.mouse.click(5, 700);
  await expect(survey).toBeVisible();
  await survey.getByRole("radio", { name: "9" }).click();
  await expect(survey.getByRole("radio", { name: "9" })).toHaveAttribute("data-colour", "green");
  await page.screenshot({ path: "test-results/flows-survey.png" });
  expect(await seriousViolations(page)).toEqual([]);
  await next.click();
  await survey.getByRole("textbox").fill("Clear and quick.");
  await survey.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("toast-success")).toContainText("Thank you!");
  await expect(survey).toHaveCount(0);
});
