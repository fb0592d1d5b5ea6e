// The "Mark as read" button of a reseller message: its accessible name is its visible text (WCAG 2.5.3,
// so voice control users can say what they see), the message's subject is its description.
import { screen } from "@testing-library/react";
import { ResellerMessages } from "@/components/integrations/reseller-messages";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const message = {
  id: 3,
  source: "reseller",
  integration_id: null,
  author_name: "Your payroll consultant",
  subject: "New tariffs from January",
  body: "Read the attached letter.",
  created_at: "2026-11-20T10:00:00.000Z",
  read_at: null,
};

it.each([
  ["en", "Mark as read"],
  ["nl", "Markeren als gelezen"],
])("names the button with its visible text and describes it with the subject (%s)", async (locale, label) => {
  mockFetch({
    "GET /api/integrations/reseller_messages/list": {
      body: { data: [message], total: 1, page: 1, per_page: 5, unread: 1 },
    },
  });
  renderUi(<ResellerMessages canManage />, locale);
  const button = await screen.findByRole("button", { name: label });
  expect(button).toHaveTextContent(label);
  expect(button).toHaveAccessibleDescription("New tariffs from January");
});
