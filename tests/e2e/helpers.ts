import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-2026";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
}

/** The header's avatar button names the signed-in person in its accessible label (any language). */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("current-user")).toHaveAttribute("aria-label", new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}
