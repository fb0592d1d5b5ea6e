import { audienceFilter, audienceTags, narrowFilter } from "@/lib/shell/product-news-audience";

describe("product-news audience filter (spec section 7)", () => {
  it("a direct full-edition client without integrations", () => {
    expect(audienceFilter({ resellerId: null, groupAccess: "full", integrationSources: [] })).toBe(
      "direct_clients;hrms_clients;full_only",
    );
  });
  it("a light client of reseller 8 running an integration", () => {
    expect(audienceFilter({ resellerId: 8, groupAccess: "light", integrationSources: ["securex"] })).toBe(
      "securex;reseller_8",
    );
  });
  it("drops integration names that are not tags", () => {
    expect(audienceTags({ resellerId: null, groupAccess: "light", integrationSources: ["Bad;tag", "acerta"] })).toEqual(
      ["acerta", "direct_clients"],
    );
  });
  it("narrows a requested filter to the account's own tags, never widens it", () => {
    const own = ["direct_clients", "full_only"];
    expect(narrowFilter(undefined, own)).toEqual(own);
    expect(narrowFilter("full_only;reseller_8", own)).toEqual(["full_only"]);
    expect(narrowFilter("", own)).toEqual([]);
  });
});
