import { fireEvent, screen, waitFor } from "@testing-library/react";
import { IMPERSONATION_END_PATH, ImpersonationLabel } from "@/components/shell/impersonation-label";
import { jsonResponse, renderShell } from "./render-shell";

afterEach(() => jest.restoreAllMocks());

it("names the user and the group", () => {
  renderShell(<ImpersonationLabel userName="Ann Peeters" groupName="Verhaeghe & Dubois NV" />);
  expect(screen.getByTestId("impersonation-label")).toHaveTextContent(
    "You are signed in as Ann Peeters in Verhaeghe & Dubois NV",
  );
});

it("ends the impersonation with POST /api/impersonation/end, then loads the page the server names", async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, { redirect_to: "/login" }));
  global.fetch = fetchMock as never;
  const onEnded = jest.fn();
  renderShell(<ImpersonationLabel userName="Ann" groupName="G" onEnded={onEnded} />);
  fireEvent.click(screen.getByRole("button", { name: "End impersonation" }));
  await waitFor(() => expect(onEnded).toHaveBeenCalledWith("/login"));
  expect(IMPERSONATION_END_PATH).toBe("/api/impersonation/end");
  expect(fetchMock).toHaveBeenCalledWith("/api/impersonation/end", expect.objectContaining({ method: "POST" }));
});

it("keeps the label and shows the error when ending fails", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValue(
      jsonResponse(500, { error: { code: "internal", message: "Something went wrong" } }, { "X-Toast-Timeout": "0" }),
    ) as never;
  const onEnded = jest.fn();
  renderShell(<ImpersonationLabel userName="Ann" groupName="G" onEnded={onEnded} />);
  fireEvent.click(screen.getByRole("button", { name: "End impersonation" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
  expect(onEnded).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "End impersonation" })).toBeEnabled();
});

it("reads in Dutch", () => {
  renderShell(<ImpersonationLabel userName="Ann" groupName="G" />, "nl");
  expect(screen.getByRole("button", { name: "Impersonatie beëindigen" })).toBeInTheDocument();
});
