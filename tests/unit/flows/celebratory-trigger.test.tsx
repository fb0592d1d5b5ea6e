// Celebratory feature triggers (spec sections 2, 3, 4): shown on /people, /documents, /settings/users
// when hasAccess says so; closing records ignored; booking a demo records booked; the image is French
// for French users.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CelebratoryTrigger } from "@/components/flows/celebratory-trigger";
import { CelebratoryTriggerForPath } from "@/components/flows/celebratory-trigger-for-path";
import { celebratoryFeatureForPath, celebratoryImage } from "@/lib/celebratory/celebratory-features";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

let pathname = "/people";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const ACCESS = "GET /api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess";
const SET = "POST /api/celebratory_triggers/setAction";

function setup(hasAccess = true) {
  return mockFetch({
    [ACCESS]: { body: { hasAccess } },
    [SET]: (body) => ({ body: { data: { ...(body as object), recorded: true } } }),
  });
}
const actions = (fetch: ReturnType<typeof setup>) =>
  fetch.calls.filter((c) => c.url.endsWith("/setAction")).map((c) => c.body);

it("maps pages to features and picks the French image for French", () => {
  expect(celebratoryFeatureForPath("/people")).toBe("self_service");
  expect(celebratoryFeatureForPath("/documents/")).toBe("documents");
  expect(celebratoryFeatureForPath("/settings/users")).toBe("user_rights");
  expect(celebratoryFeatureForPath("/people/12")).toBeNull();
  expect(celebratoryImage("documents", "fr")).toBe("/celebratory/documents-fr.svg");
  expect(celebratoryImage("documents", "nl")).toBe("/celebratory/documents.svg");
});

it("asks for the feature of the current page only", async () => {
  pathname = "/settings/users";
  const fetch = setup(false);
  renderUi(<CelebratoryTriggerForPath />);
  await waitFor(() => expect(fetch.calls).toHaveLength(1));
  expect(fetch.calls[0]!.url).toBe(
    "/api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess?feature=user_rights",
  );
  expect(screen.queryByTestId("celebratory-popup")).toBeNull();

  pathname = "/settings/teams";
  const other = setup();
  renderUi(<CelebratoryTriggerForPath />);
  expect(other.fn).not.toHaveBeenCalled();
});

it("closing the popup records ignored", async () => {
  const fetch = setup();
  renderUi(<CelebratoryTrigger feature="self_service" />);
  const popup = await screen.findByTestId("celebratory-popup");
  expect(within(popup).getByTestId("celebratory-image")).toHaveAttribute("src", "/celebratory/self_service.svg");
  fireEvent.click(within(popup).getByRole("button", { name: "Close" }));
  expect(screen.queryByTestId("celebratory-popup")).toBeNull();
  await waitFor(() => expect(actions(fetch)).toEqual([{ feature: "self_service", action: "ignored" }]));
});

it("Escape on the popup records ignored too", async () => {
  const fetch = setup();
  renderUi(<CelebratoryTrigger feature="documents" />);
  fireEvent.keyDown(await screen.findByTestId("celebratory-popup"), { key: "Escape" });
  await waitFor(() => expect(actions(fetch)).toEqual([{ feature: "documents", action: "ignored" }]));
});

it("closing the info modal records ignored", async () => {
  const fetch = setup();
  renderUi(<CelebratoryTrigger feature="documents" />);
  fireEvent.click(within(await screen.findByTestId("celebratory-popup")).getByRole("button", { name: "Learn more" }));
  const info = await screen.findByTestId("celebratory-info-modal");
  expect(info).toHaveTextContent("Upload contracts, payslips and certificates per employee.");
  fireEvent.keyDown(info, { key: "Escape" });
  await waitFor(() => expect(actions(fetch)).toEqual([{ feature: "documents", action: "ignored" }]));
  expect(screen.queryByRole("dialog")).toBeNull();
});

it("booking a demo records booked and closing the booked modal records nothing more", async () => {
  const fetch = setup();
  renderUi(<CelebratoryTrigger feature="user_rights" />);
  fireEvent.click(within(await screen.findByTestId("celebratory-popup")).getByRole("button", { name: "Learn more" }));
  fireEvent.click(
    within(await screen.findByTestId("celebratory-info-modal")).getByRole("button", { name: "Book a demo" }),
  );
  const booked = await screen.findByTestId("celebratory-booked-modal");
  fireEvent.click(within(booked).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(actions(fetch)).toEqual([{ feature: "user_rights", action: "booked" }]);
});

it("shows the French illustration and texts in French", async () => {
  setup();
  renderUi(<CelebratoryTrigger feature="self_service" />, "fr");
  const popup = await screen.findByTestId("celebratory-popup");
  expect(within(popup).getByTestId("celebratory-image")).toHaveAttribute("src", "/celebratory/self_service-fr.svg");
  expect(popup).toHaveTextContent("Nouveau pour votre équipe");
});
