// The SSO entries of the sign-in page: the federated button only when OIDC is configured (named after the
// provider), the company-SSO form asking for the subdomain, the callback URL carried along.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider, createTranslator } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { SsoSignIn } from "@/components/federation/sso-sign-in";

const messages = readMessages("en");
jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: "en", messages, namespace: namespace as never }),
}));

const OIDC = { OIDC_ISSUER: "https://login.example.test", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" };
afterEach(() => {
  for (const key of [...Object.keys(OIDC), "OIDC_PROVIDER_NAME"]) delete process.env[key];
  jest.restoreAllMocks();
});

async function renderSso(callbackUrl?: string) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {await SsoSignIn({ callbackUrl })}
    </NextIntlClientProvider>,
  );
}

it("without a federated provider only offers the company's SSO, which asks for the subdomain", async () => {
  await renderSso();
  expect(screen.queryByTestId("sso-federated")).toBeNull();
  expect(screen.getByText("Sign in with your company's SSO")).toBeTruthy();
  const input = screen.getByLabelText("Company subdomain") as HTMLInputElement;
  expect(input.required).toBe(true);
  expect(input.form!.getAttribute("action")).toBe("/login/saml");
  expect(input.form!.getAttribute("method")).toBe("get");
  expect(input.name).toBe("subdomain");
});

it("with the federated provider configured shows 'Sign in with <provider>' and keeps the callback URL", async () => {
  Object.assign(process.env, OIDC, { OIDC_PROVIDER_NAME: "Acme ID" });
  await renderSso("/settings/teams/add");
  const link = screen.getByRole("link", { name: "Sign in with Acme ID" });
  expect(link.getAttribute("href")).toBe("/login/b2c?redirect_to=%2Fsettings%2Fteams%2Fadd");
});

it("never carries a foreign callback URL and names the federated login when no provider name is set", async () => {
  Object.assign(process.env, OIDC);
  await renderSso("https://evil.example/");
  expect(screen.getByRole("link", { name: "Sign in with the federated login" }).getAttribute("href")).toBe(
    "/login/b2c",
  );
});
