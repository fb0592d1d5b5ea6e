// The URL paging of /contracts and /people: one page only shows no paging at all (not "Page 1 of 1"
// between two disabled buttons); two pages show it.
import { screen } from "@testing-library/react";
import { PeoplePagination } from "@/components/people/people-pagination";
import { renderUi } from "@/tests/support/render-ui";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/contracts",
  useSearchParams: () => new URLSearchParams(),
}));

it("hides the paging when everything fits on one page", () => {
  renderUi(<PeoplePagination page={1} perPage={30} itemsOnPage={12} total={12} />);
  expect(screen.queryByRole("navigation")).toBeNull();
  expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
});

it("shows it from two pages on, and on a page past the end", () => {
  renderUi(<PeoplePagination page={1} perPage={30} itemsOnPage={30} total={31} />);
  expect(screen.getByRole("navigation").textContent).toMatch(/1.*2/);
  renderUi(<PeoplePagination page={3} perPage={30} itemsOnPage={0} total={12} />);
  expect(screen.getAllByRole("navigation")).toHaveLength(2);
});
