import { DEFAULT_HELP_CENTRE_URL, helpCentreUrl, INTEGRATION_HELP_PATHS, supportMode } from "@/lib/shell/help-links";

afterEach(() => {
  delete process.env.HELP_CENTRE_URL;
});

describe("help links", () => {
  it("has a help centre per language", () => {
    expect(helpCentreUrl({ locale: "en" })).toBe(`${DEFAULT_HELP_CENTRE_URL}/en`);
    expect(helpCentreUrl({ locale: "nl" })).toBe(`${DEFAULT_HELP_CENTRE_URL}/nl`);
    expect(helpCentreUrl({ locale: "fr" })).toBe(`${DEFAULT_HELP_CENTRE_URL}/fr`);
  });
  it("has an article per integration and language, and falls back for an unknown integration", () => {
    expect(helpCentreUrl({ locale: "nl", integration: "securex" })).toBe(
      `${DEFAULT_HELP_CENTRE_URL}/nl/integraties/securex`,
    );
    expect(helpCentreUrl({ locale: "fr", integration: "sdworx" })).toBe(
      `${DEFAULT_HELP_CENTRE_URL}/fr/integrations/sd-worx`,
    );
    expect(helpCentreUrl({ locale: "fr", integration: "unknown" })).toBe(`${DEFAULT_HELP_CENTRE_URL}/fr`);
    for (const paths of Object.values(INTEGRATION_HELP_PATHS))
      expect(Object.keys(paths).sort()).toEqual(["en", "fr", "nl"]);
  });
  it("uses a reseller's own help centre first, with {lang} filled in", () => {
    const reseller = { helpCentreUrl: "https://help.partner.be/{lang}/start", singleIntegration: "securex" };
    expect(helpCentreUrl({ locale: "fr", reseller })).toBe("https://help.partner.be/fr/start");
    expect(
      helpCentreUrl({ locale: "en", reseller: { helpCentreUrl: "https://partner.be/help", singleIntegration: null } }),
    ).toBe("https://partner.be/help");
  });
  it("uses the reseller's single integration's article when the reseller has no help centre", () => {
    expect(helpCentreUrl({ locale: "en", reseller: { helpCentreUrl: null, singleIntegration: "acerta" } })).toBe(
      `${DEFAULT_HELP_CENTRE_URL}/en/integrations/acerta`,
    );
  });
  it("follows HELP_CENTRE_URL", () => {
    process.env.HELP_CENTRE_URL = "https://help.staging.example/";
    expect(helpCentreUrl({ locale: "nl" })).toBe("https://help.staging.example/nl");
  });
});

describe("support button", () => {
  it("is a help-centre link for a reseller of one integration, a chat launcher otherwise", () => {
    expect(supportMode({ helpCentreUrl: null, singleIntegration: "securex" })).toBe("help_link");
    expect(supportMode({ helpCentreUrl: "https://x", singleIntegration: null })).toBe("chat");
    expect(supportMode(null)).toBe("chat");
  });
});
