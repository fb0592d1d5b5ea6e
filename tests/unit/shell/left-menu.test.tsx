// The left header menu in the browser's terms: measured widths decide what fits (jsdom has no layout, so
// the widths are given per element), the rest goes to the three-dot menu, the choice is kept in
// localStorage under header-visible-items.
import "@/tests/support/radix-dom";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { LeftMenu } from "@/components/shell/left-menu";
import type { LinkItem } from "@/lib/shell/visible-nav";
import { renderShell } from "./render-shell";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

const link = (key: LinkItem["key"], href: string): LinkItem => ({ key, href, beta: false });
const MODULES = [
  link("people", "/people"),
  link("calendar", "/calendar"),
  link("documents", "/documents"),
  link("teams", "/settings/teams/add"),
  link("assets", "/assets"),
  link("fleet", "/fleet"),
  link("expenses", "/expenses"),
  link("software", "/software"),
  link("contracts", "/contracts"),
];

// Each measured item is 96 px (+4 gap = 100); the menu is `menuWidth` wide.
let menuWidth = 1000;
beforeEach(() => {
  menuWidth = 1000;
  localStorage.clear();
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const width = this.hasAttribute("data-measure")
      ? 96
      : this.parentElement?.dataset.testid === "left-menu" && this.className.includes("flex-1")
        ? menuWidth
        : 0;
    return { width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => jest.restoreAllMocks());

const shown = () => screen.queryAllByTestId("left-menu-item").map((a) => a.getAttribute("href"));
function openOverflow() {
  fireEvent.pointerDown(screen.getByTestId("left-menu-more"), { button: 0, pointerType: "mouse" });
  return screen.getByTestId("left-menu-overflow");
}

describe("full edition", () => {
  it("shows the default three and puts every other module in the overflow menu with the settings entry", () => {
    renderShell(<LeftMenu modules={MODULES} edition="full" upsell={[]} />);
    expect(shown()).toEqual(["/people", "/calendar", "/documents"]);
    const overflow = openOverflow();
    expect(
      within(overflow)
        .getAllByTestId("overflow-item")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/settings/teams/add", "/assets", "/fleet", "/expenses", "/software", "/contracts"]);
    expect(within(overflow).getByRole("menuitem", { name: "Customise navigation" })).toBeInTheDocument();
  });

  it("reads the stored choice, trimmed to 7 and to modules that exist", () => {
    localStorage.setItem(
      "header-visible-items",
      "/gone;/fleet;/people;/assets;/expenses;/software;/contracts;/calendar;/documents",
    );
    renderShell(<LeftMenu modules={MODULES} edition="full" upsell={[]} />);
    expect(shown()).toEqual(["/fleet", "/people", "/assets", "/expenses", "/software", "/contracts", "/calendar"]);
  });

  it("fits what the measured width allows (100 reserve + item widths) and moves the rest to the overflow", () => {
    menuWidth = 350; // 100 + 2 x 100 fit, the third does not
    renderShell(<LeftMenu modules={MODULES} edition="full" upsell={[]} />);
    expect(shown()).toEqual(["/people", "/calendar"]);
    expect(within(openOverflow()).getAllByTestId("overflow-item")[0]).toHaveAttribute("href", "/documents");
  });

  it("re-measures when the menu is resized", () => {
    const observers: Array<() => void> = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly cb: () => void) {
        observers.push(() => this.cb());
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      menuWidth = 350;
      renderShell(<LeftMenu modules={MODULES} edition="full" upsell={[]} />);
      expect(shown()).toHaveLength(2);
      menuWidth = 250;
      act(() => observers.forEach((fire) => fire()));
      expect(shown()).toEqual(["/people"]);
      menuWidth = 1000;
      act(() => observers.forEach((fire) => fire()));
      expect(shown()).toHaveLength(3);
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it("the settings modal stores the choice semicolon-joined and warns at the limit of 7", async () => {
    renderShell(<LeftMenu modules={MODULES} edition="full" upsell={[]} />);
    fireEvent.click(within(openOverflow()).getByRole("menuitem", { name: "Customise navigation" }));
    // The dialog's code arrives after the page (components/ui/lazy-module.ts).
    const modal = await screen.findByTestId("header-nav-settings");
    expect(within(modal).queryByTestId("header-nav-limit")).not.toBeInTheDocument();
    fireEvent.click(within(modal).getByLabelText("Calendar")); // uncheck: people, documents left
    for (const name of ["Teams", "Assets", "Fleet", "Expenses", "Software"])
      fireEvent.click(within(modal).getByLabelText(name));
    expect(within(modal).getByTestId("header-nav-limit")).toHaveTextContent("maximum of 7");
    expect(within(modal).getByLabelText("Calendar")).toBeDisabled();
    expect(within(modal).getByLabelText("Contracts")).toBeDisabled();
    fireEvent.click(within(modal).getByTestId("header-nav-save"));
    expect(localStorage.getItem("header-visible-items")).toBe(
      "/people;/documents;/settings/teams/add;/assets;/fleet;/expenses;/software",
    );
    expect(shown()).toEqual([
      "/people",
      "/documents",
      "/settings/teams/add",
      "/assets",
      "/fleet",
      "/expenses",
      "/software",
    ]);
  });
});

describe("light edition", () => {
  it("shows every module that fits, no settings entry, and Enable more", () => {
    menuWidth = 550; // 4 fit
    renderShell(<LeftMenu modules={MODULES.slice(0, 6)} edition="light" upsell={["contracts", "orgchart"]} />);
    expect(shown()).toEqual(["/people", "/calendar", "/documents", "/settings/teams/add"]);
    const overflow = openOverflow();
    expect(within(overflow).getAllByTestId("overflow-item")).toHaveLength(2);
    expect(within(overflow).queryByRole("menuitem", { name: "Customise navigation" })).not.toBeInTheDocument();
    expect(screen.getByTestId("enable-more")).toBeInTheDocument();
  });

  it("has no three-dot menu when everything fits", () => {
    renderShell(<LeftMenu modules={MODULES.slice(0, 2)} edition="light" upsell={[]} />);
    expect(shown()).toHaveLength(2);
    expect(screen.queryByTestId("left-menu-more")).not.toBeInTheDocument();
  });
});
