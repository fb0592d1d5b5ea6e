// The score survey (spec sections 4, 6, 9): hidden until tracklogin says show_survey; score step with
// coloured scores and Next disabled until chosen; optional comment; no close on a background click;
// closing on the score step skips, on the comment step submits an empty comment; thanks toast.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ScoreSurvey } from "@/components/flows/score-survey";
import { scoreColour } from "@/lib/survey/survey-rule";
import { MODAL_WIDTH } from "@/lib/ui/constants";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

function setup(show = true) {
  const fetch = mockFetch({
    "POST /nps/tracklogin": { body: { show_survey: show } },
    "POST /nps/sendreply": { body: { data: { id: 1 } } },
    "POST /nps/skipsurvey": { body: { data: { id: 2 } } },
  });
  renderUi(<ScoreSurvey userId="user-1" groupId={7} locale="en" />);
  return fetch;
}

const posted = (fetch: ReturnType<typeof setup>, url: string) => fetch.calls.filter((c) => c.url === url);

it("stays hidden when the login tracking says no, and is not even asked for when disabled", async () => {
  const fetch = setup(false);
  await waitFor(() => expect(posted(fetch, "/nps/tracklogin")).toHaveLength(1));
  expect(fetch.calls[0]!.body).toEqual({ userId: "user-1", platform: "core" });
  expect(screen.queryByRole("dialog")).toBeNull();

  const second = mockFetch({});
  renderUi(<ScoreSurvey userId="user-1" groupId={7} locale="en" enabled={false} />);
  expect(second.fn).not.toHaveBeenCalled();
});

it("opens at 550 px with Next disabled until a score is chosen, scores coloured", async () => {
  setup();
  const dialog = await screen.findByRole("dialog");
  expect(dialog.style.maxWidth).toBe(`${MODAL_WIDTH.survey}px`);
  const next = within(dialog).getByRole("button", { name: "Next" });
  expect(next).toBeDisabled();
  const radios = within(dialog).getAllByRole("radio");
  expect(radios.map((r) => r.textContent)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
  expect(radios.map((r) => r.dataset.colour)).toEqual([
    "red",
    "red",
    "red",
    "red",
    "red",
    "red",
    "red",
    "orange",
    "orange",
    "green",
    "green",
  ]);
  fireEvent.click(radios[8]!);
  expect(radios[8]).toHaveAttribute("aria-checked", "true");
  expect(next).toBeEnabled();
});

it("moves the choice with the arrow keys", async () => {
  setup();
  const group = await screen.findByRole("radiogroup");
  fireEvent.keyDown(group, { key: "ArrowRight" });
  expect(screen.getByRole("radio", { name: "0" })).toHaveAttribute("aria-checked", "true");
  fireEvent.keyDown(group, { key: "ArrowRight" });
  fireEvent.keyDown(group, { key: "ArrowRight" });
  expect(screen.getByRole("radio", { name: "2" })).toHaveAttribute("aria-checked", "true");
  expect(document.activeElement).toBe(screen.getByRole("radio", { name: "2" }));
  fireEvent.keyDown(group, { key: "ArrowLeft" });
  expect(screen.getByRole("radio", { name: "1" })).toHaveAttribute("aria-checked", "true");
});

it("colours: green above 8, orange above 6, red otherwise", () => {
  expect([0, 6, 7, 8, 9, 10].map(scoreColour)).toEqual(["red", "red", "orange", "orange", "green", "green"]);
});

it("does not close on a background click", async () => {
  const fetch = setup();
  await screen.findByRole("dialog");
  fireEvent.pointerDown(document.body);
  fireEvent.mouseDown(document.body);
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  expect(posted(fetch, "/nps/skipsurvey")).toHaveLength(0);
});

it("closing on the score step skips the survey", async () => {
  const fetch = setup();
  const dialog = await screen.findByRole("dialog");
  fireEvent.keyDown(dialog, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(posted(fetch, "/nps/skipsurvey")).toHaveLength(1));
  expect(posted(fetch, "/nps/skipsurvey")[0]!.body).toEqual({ userId: "user-1", platform: "core" });
  expect(posted(fetch, "/nps/sendreply")).toHaveLength(0);
  expect(screen.queryByText("Thank you!")).toBeNull();
});

it("closing on the comment step submits with an empty comment and thanks", async () => {
  const fetch = setup();
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("radio", { name: "3" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
  fireEvent.change(within(dialog).getByLabelText("Comment (optional)"), { target: { value: "typed but not sent" } });
  fireEvent.keyDown(dialog, { key: "Escape" });
  await waitFor(() => expect(posted(fetch, "/nps/sendreply")).toHaveLength(1));
  expect(posted(fetch, "/nps/sendreply")[0]!.body).toMatchObject({
    userId: "user-1",
    groupId: 7,
    platform: "core",
    score: 3,
    comment: "",
    locale: "en",
  });
  expect(await screen.findByText("Thank you!")).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(posted(fetch, "/nps/skipsurvey")).toHaveLength(0);
});

it("submits the score with the comment and shows the thanks toast", async () => {
  const fetch = setup();
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(within(dialog).getByRole("radio", { name: "10" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(within(dialog).getByText("0 / 2000")).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText("Comment (optional)"), { target: { value: "Great" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(posted(fetch, "/nps/sendreply")).toHaveLength(1));
  expect(posted(fetch, "/nps/sendreply")[0]!.body).toMatchObject({
    score: 10,
    comment: "Great",
    browserData: expect.any(Object),
  });
  const toast = await screen.findByTestId("toast-success");
  expect(toast).toHaveTextContent("Thank you!");
});

it("speaks French", async () => {
  mockFetch({ "POST /nps/tracklogin": { body: { show_survey: true } } });
  renderUi(<ScoreSurvey userId="user-1" groupId={7} locale="fr" />, "fr");
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByRole("button", { name: "Suivant" })).toBeDisabled();
});
