// The account picker, the affirm modal and the upgrade-to-SSO modal.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { AccountPickerModal } from "@/components/flows/account-picker";
import { AffirmModal } from "@/components/flows/affirm-modal";
import { SsoUpgradeModal } from "@/components/flows/sso-upgrade-modal";
import { MODAL_WIDTH } from "@/lib/ui/constants";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const account = (name: string, extra: object = {}) => ({
  id: name.length,
  subdomain: name.toLowerCase().replace(/\s/g, "-"),
  name,
  trial_expired: false,
  current: false,
  ...extra,
});

describe("AccountPickerModal", () => {
  it("lists the accounts, marks the current one, disables trial-expired ones and switches", async () => {
    const fetch = mockFetch({
      "GET /api/accounts/listAccessableTrustedAccounts": {
        body: {
          accounts: [
            account("Home", { current: true }),
            account("Bakery"),
            account("Old Trial", { trial_expired: true }),
          ],
        },
      },
      "POST /api/accounts/switch": { body: { data: { subdomain: "bakery", name: "Bakery" } } },
    });
    const onSwitched = jest.fn();
    renderUi(<AccountPickerModal open onOpenChange={() => {}} onSwitched={onSwitched} />);
    const dialog = await screen.findByTestId("account-picker");
    const home = await within(dialog).findByRole("button", { name: /Home/ });
    expect(home).toHaveAttribute("aria-current", "true");
    const expired = within(dialog).getByRole("button", { name: /Old Trial/ });
    expect(expired).toBeDisabled();
    expect(expired).toHaveAttribute("title", "The trial of this organisation has ended");
    expect(within(dialog).queryByRole("searchbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /Bakery/ }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalledWith("bakery"));
    expect(fetch.calls.at(-1)).toEqual({ method: "POST", url: "/api/accounts/switch", body: { subdomain: "bakery" } });
  });

  it("shows a filter from 8 accounts on", async () => {
    const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"];
    mockFetch({
      "GET /api/accounts/listAccessableTrustedAccounts": { body: { accounts: names.map((n) => account(n)) } },
    });
    renderUi(<AccountPickerModal open onOpenChange={() => {}} onSwitched={() => {}} />);
    const filter = await screen.findByRole("searchbox", { name: "Search organisations" });
    fireEvent.change(filter, { target: { value: "ec" } });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Echo"]);
  });
});

describe("AffirmModal", () => {
  function Harness({ onConfirm }: { onConfirm: () => Promise<void> | void }) {
    const [open, setOpen] = useState(true);
    return (
      <AffirmModal
        open={open}
        onOpenChange={setOpen}
        title="Delete team?"
        message="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        danger
      />
    );
  }
  it("confirms and closes", async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderUi(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByTestId("affirm-modal");
    expect(dialog.style.maxWidth).toBe(`${MODAL_WIDTH.default}px`);
    expect(dialog).toHaveTextContent("This cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByTestId("affirm-modal")).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
  it("stays open when the action fails, and closes with Escape or Cancel without confirming", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error("nope"));
    renderUi(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByTestId("affirm-modal");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(screen.getByTestId("affirm-modal")).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId("affirm-modal"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("affirm-modal")).toBeNull());
  });
  it("is an acknowledgement with one button without a cancel label", async () => {
    renderUi(
      <AffirmModal open onOpenChange={() => {}} title="Done" message="Saved." confirmLabel="OK" onConfirm={() => {}} />,
    );
    expect(
      within(await screen.findByTestId("affirm-modal"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["OK"]);
  });
});

describe("SsoUpgradeModal", () => {
  it("explains SSO, records the interest and links to the SAML settings", async () => {
    const fetch = mockFetch({
      "POST /api/upgrade/requestSso": { body: { data: { id: 1, kind: "sso", already_requested: false } } },
    });
    renderUi(<SsoUpgradeModal open onOpenChange={() => {}} samlSettingsHref="/settings/security/saml" />);
    const dialog = await screen.findByTestId("sso-upgrade-modal");
    expect(dialog.style.maxWidth).toBe(`${MODAL_WIDTH.upgrade}px`);
    expect(within(dialog).getByRole("link", { name: "Set up SAML" })).toHaveAttribute(
      "href",
      "/settings/security/saml",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "I'm interested" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("We will contact you");
    expect(fetch.calls).toEqual([{ method: "POST", url: "/api/upgrade/requestSso", body: {} }]);
  });
  it("shows no settings link when none is given", async () => {
    renderUi(<SsoUpgradeModal open onOpenChange={() => {}} />);
    expect(within(await screen.findByTestId("sso-upgrade-modal")).queryByRole("link")).toBeNull();
  });
});
