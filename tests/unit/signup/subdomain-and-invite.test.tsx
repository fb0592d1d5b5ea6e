// Sign-up names the subdomain field as what it is and shows the domain after it; the invitation form
// says which pasted address is wrong (the server's message per "emails.<index>"), in the user's language.
import { act, fireEvent, screen } from "@testing-library/react";
import { SubdomainField } from "@/components/signup/subdomain-field";
import { InviteUsersForm } from "@/components/settings-users/invite-users-form";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe("the subdomain field", () => {
  beforeEach(() => mockFetch({}));

  it.each([
    ["en", "Subdomain"],
    ["nl", "Subdomein"],
    ["fr", "Sous-domaine"],
  ])("is labelled %s: %s, never 'Company address'", (locale, label) => {
    renderUi(<SubdomainField value="acme" onChange={() => undefined} domain="hr.example.com" />, locale);
    const input = screen.getByLabelText(label);
    expect(screen.getByTestId("field-suffix").textContent).toBe(".hr.example.com");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByTestId("field-suffix").id);
    expect(screen.queryByText(/Company address|Bedrijfsadres|Adresse de l'entreprise/)).toBeNull();
  });

  it("shows no domain when the app has none", () => {
    renderUi(<SubdomainField value="" onChange={() => undefined} />);
    expect(screen.queryByTestId("field-suffix")).toBeNull();
  });
});

describe("the invitation form", () => {
  it("names each wrong address the server reports", async () => {
    mockFetch({
      "POST /api/admin/user/invite": {
        status: 422,
        body: {
          error: {
            code: "validation_failed",
            message: "Sommige velden zijn niet geldig",
            fields: {
              "emails.1": "jan@@corp is geen geldig e-mailadres",
              "emails.3": "piet is geen geldig e-mailadres",
            },
          },
        },
      },
    });
    renderUi(<InviteUsersForm />, "nl");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "ok@corp.test jan@@corp ok2@corp.test piet" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("textbox").closest("form")!);
    });
    const list = screen.getByTestId("invite-errors");
    expect(list.textContent).toContain("jan@@corp is geen geldig e-mailadres");
    expect(list.textContent).toContain("piet is geen geldig e-mailadres");
    expect(list.textContent).not.toContain("Sommige velden");
    expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
  });
});
