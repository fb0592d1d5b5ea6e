// The org chart component: disclosure buttons with aria-expanded, reports loaded once on demand, levels
// shown a page at a time, a failed load offers a retry, and the search opens the chart down to a person.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { OrgChart } from "@/components/orgchart/org-chart";

const messages = readMessages("en");

function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: "", headers: { get: () => null }, json: async () => body };
}

const person = (id: number, name: string, reports = 0) => ({
  employee_id: id,
  name,
  job_title: null,
  team_name: null,
  reports_count: reports,
});
const detail = (p: ReturnType<typeof person>, reports: ReturnType<typeof person>[]) => ({
  ...p,
  manager: null,
  reports,
  extra_managers: [],
  dotted_reports: [],
});

function renderChart(heads: ReturnType<typeof person>[]) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <OrgChart heads={heads} />
    </NextIntlClientProvider>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

it("expands a person on demand, once, with aria-expanded", async () => {
  const ceo = person(1, "Carla Ceo", 2);
  const fetchMock = jest
    .fn()
    .mockResolvedValue(jsonResponse(200, { data: detail(ceo, [person(2, "Ann Alpha"), person(3, "Bob Beta", 4)]) }));
  global.fetch = fetchMock as never;
  renderChart([ceo]);
  const toggle = screen.getByRole("button", { name: "Show the reports of Carla Ceo" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByText("Ann Alpha")).not.toBeInTheDocument();
  fireEvent.click(toggle);
  expect(await screen.findByText("Ann Alpha")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Hide the reports of Carla Ceo" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(fetchMock).toHaveBeenCalledWith("/api/stats/orgChartNode/1/detail", expect.anything());
  expect(screen.getByRole("button", { name: "Show the reports of Bob Beta" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Hide the reports of Carla Ceo" }));
  expect(screen.queryByText("Ann Alpha")).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Show the reports of Carla Ceo" }));
  expect(await screen.findByText("Ann Alpha")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("shows a level 50 people at a time", () => {
  const heads = Array.from({ length: 120 }, (_, i) => person(i + 1, `Person ${i + 1}`));
  renderChart(heads);
  expect(screen.getAllByTestId("org-node")).toHaveLength(50);
  fireEvent.click(screen.getByRole("button", { name: "Show 50 more" }));
  expect(screen.getAllByTestId("org-node")).toHaveLength(100);
  fireEvent.click(screen.getByRole("button", { name: "Show 20 more" }));
  expect(screen.getAllByTestId("org-node")).toHaveLength(120);
});

it("offers a retry when the reports cannot be loaded", async () => {
  const ceo = person(1, "Carla Ceo", 1);
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce(jsonResponse(500, { error: { code: "internal", message: "boom" } }))
    .mockResolvedValueOnce(jsonResponse(200, { data: detail(ceo, [person(2, "Ann Alpha")]) }));
  global.fetch = fetchMock as never;
  renderChart([ceo]);
  fireEvent.click(screen.getByRole("button", { name: "Show the reports of Carla Ceo" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The reports could not be loaded.");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("Ann Alpha")).toBeInTheDocument();
});

it("jumps to a searched person by opening the boxes above them", async () => {
  jest.useFakeTimers();
  const ceo = person(1, "Carla Ceo", 1);
  const vp = person(2, "Victor Vp", 1);
  const fetchMock = jest.fn(async (url: string) => {
    if (url.startsWith("/api/stats/orgChartSearch"))
      return jsonResponse(200, { data: [{ employee_id: 3, name: "Ann Alpha", job_title: null, path: [1, 2] }] });
    if (url === "/api/stats/orgChartNode/1/detail") return jsonResponse(200, { data: detail(ceo, [vp]) });
    return jsonResponse(200, { data: detail(vp, [person(3, "Ann Alpha")]) });
  });
  global.fetch = fetchMock as never;
  renderChart([ceo]);
  fireEvent.change(screen.getByLabelText("Find a person"), { target: { value: "ann" } });
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
  jest.useRealTimers();
  fireEvent.click(await screen.findByRole("button", { name: "Go to Ann Alpha" }));
  await waitFor(() => expect(document.getElementById("org-node-3")).toHaveFocus());
  expect(screen.getByRole("button", { name: "Hide the reports of Victor Vp" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});
