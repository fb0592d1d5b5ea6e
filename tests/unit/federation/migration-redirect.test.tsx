// The browser half of the start-up redirect: goes to /account-migration unless already there.
import { render } from "@testing-library/react";
import { MigrationRedirect } from "@/components/federation/migration-redirect";

const replace = jest.fn();
let pathname = "/";
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }), usePathname: () => pathname }));

beforeEach(() => replace.mockClear());

it("sends the browser to /account-migration", () => {
  pathname = "/";
  render(<MigrationRedirect />);
  expect(replace).toHaveBeenCalledWith("/account-migration");
});

it("does nothing on /account-migration itself", () => {
  pathname = "/account-migration";
  render(<MigrationRedirect />);
  expect(replace).not.toHaveBeenCalled();
});
