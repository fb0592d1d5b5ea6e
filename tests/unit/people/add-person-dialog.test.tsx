// "Add person" with only /people's client scope: the form, its labels and its field rules are not sent
// with the page (issue 18) but come with the form's code when the button is pressed, in the page's language.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { mockFetch } from "@/tests/support/render-ui";
import { CLIENT_SCOPES } from "@/lib/i18n/client-scopes";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { AddPersonDialog } from "@/components/people/add-person-dialog";
import { PeopleTableSettings } from "@/components/people/people-table-settings";
import { ToastProvider } from "@/components/ui/toast";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

function renderWithPeopleScope(ui: React.ReactElement, locale: "en" | "nl") {
  document.documentElement.lang = locale;
  const messages = pickMessages(readMessages(locale), CLIENT_SCOPES.people);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Brussels">
      <ToastProvider>{ui}</ToastProvider>
    </NextIntlClientProvider>,
  );
}

it("sends the form's texts with its code, not with the page", () => {
  const messages = pickMessages(readMessages("en"), CLIENT_SCOPES.people) as Record<string, Record<string, unknown>>;
  expect(messages.people!.fields).toBeUndefined();
  expect(messages.people!.addPerson).toBe("Add person");
});

it("opens the form in Dutch with its labels", async () => {
  renderWithPeopleScope(<AddPersonDialog teams={[{ id: 1, name: "Sales" }]} />, "nl");
  fireEvent.click(screen.getByRole("button", { name: "Persoon toevoegen" }));
  const dialog = await screen.findByTestId("add-person-dialog", {}, { timeout: 5000 });
  expect(within(dialog).getByLabelText(/Voornaam/)).toBeInTheDocument();
  expect(within(dialog).getByText("Een persoon toevoegen")).toBeInTheDocument();
});

it("opens the table settings with their texts", async () => {
  renderWithPeopleScope(
    <PeopleTableSettings columns={[{ id: "team", label: "Team" }]} defaultColumns={["team"]} edition="full" />,
    "en",
  );
  fireEvent.click(screen.getByRole("button", { name: "Table settings" }));
  const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
  expect(within(dialog).getByText("Rows per page")).toBeInTheDocument();
  expect(dialog.textContent).not.toMatch(/flows\.tableSettings/);
});

it("keeps the server's field message under its field", async () => {
  mockFetch({
    "POST /api/employees/add": {
      status: 422,
      body: {
        error: {
          code: "validation_failed",
          message: "National number is not a valid national number",
          fields: { national_number: "National number is not a valid national number" },
        },
      },
    },
  });
  renderWithPeopleScope(<AddPersonDialog teams={[]} />, "en");
  fireEvent.click(screen.getByRole("button", { name: "Add person" }));
  const dialog = await screen.findByTestId("add-person-dialog", {}, { timeout: 5000 });
  fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: "Eva" } });
  fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: "Peeters" } });
  fireEvent.change(within(dialog).getByLabelText(/National number/), { target: { value: "12345678901" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Add person" }));
  expect(await within(dialog).findByText("National number is not a valid national number")).toBeInTheDocument();
  // Still there after further renders (a field typed into elsewhere).
  fireEvent.change(within(dialog).getByLabelText(/Job title/), { target: { value: "Tester" } });
  expect(within(dialog).getByText("National number is not a valid national number")).toBeInTheDocument();
});
