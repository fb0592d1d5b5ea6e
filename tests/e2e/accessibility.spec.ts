// No serious or critical axe violation on the pages that exist, signed out and signed in.
import { expect, test } from "@playwright/test";
import { seriousViolations, signIn } from "./helpers";

test("sign-in page", async ({ page }) => {
  await page.goto("/login");
  expect(await seriousViolations(page)).toEqual([]);
});

test("dashboard and teams page as admin, and the delete dialog", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/settings/teams/add");
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("teams page as read-only user", async ({ page }) => {
  await signIn(page, "readonly@demo.test");
  await page.goto("/settings/teams/add");
  expect(await seriousViolations(page)).toEqual([]);
});

test("404 page", async ({ page }) => {
  await signIn(page, "employee@demo.test");
  await page.goto("/settings/teams/add");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the check itself reports a planted violation", async ({ page }) => {
  // A static page, so nothing (such as React hydration) can remove the planted field before axe runs.
  await page.setContent('<html lang="en"><body><main><h1>Form</h1><input type="text"></main></body></html>');
  expect((await seriousViolations(page)).join("\n")).toMatch(/label/);
});
