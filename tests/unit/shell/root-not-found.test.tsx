// app/not-found.tsx runs on every page request as the root layout's not-found boundary (Next renders it
// into the RSC payload), so it reads no session and draws no frame (issue 28's throughput; issue 18: its
// client code would load on every page). A URL no route matches is served by app/(lost): its layout draws
// the signed-in frame for a signed-in user and nothing around the 404 for a visitor.
import type { ReactElement } from "react";
import NotFound from "@/app/not-found";
import LostLayout from "@/app/(lost)/layout";
import LostNotFound from "@/app/(lost)/not-found";
import { getPageContext } from "@/lib/api/page-context";
import { NotFoundView } from "@/components/shell/not-found-view";
import { SignedInFrame } from "@/components/shell/signed-in-frame";

jest.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
jest.mock("@/lib/api/page-context", () => ({ getPageContext: jest.fn() }));
jest.mock("@/components/shell/signed-in-frame", () => ({ SignedInFrame: () => null }));
jest.mock("@/lib/i18n/client-messages", () => ({ ClientMessages: () => null }));
jest.mock("@/lib/shell/not-found-message", () => ({ notFoundMessage: () => null }));

const readContext = getPageContext as unknown as jest.Mock;

beforeEach(() => {
  readContext.mockReset();
  readContext.mockResolvedValue({ user: { id: 1 } });
});

describe("the root 404", () => {
  it("the plain view, without reading the session", async () => {
    const out = (await NotFound()) as ReactElement<{ inShell: boolean }>;
    expect(out.type).toBe(NotFoundView);
    expect(out.props.inShell).toBe(false);
    expect(readContext).not.toHaveBeenCalled();
  });
});

describe("the 404 of a URL no route matches", () => {
  it("signed in: the view inside the shell, the layout draws the signed-in frame", async () => {
    const view = (await LostNotFound()) as ReactElement<{ inShell: boolean }>;
    expect(view.type).toBe(NotFoundView);
    expect(view.props.inShell).toBe(true);
    const frame = (await LostLayout({ children: view })) as ReactElement<{ children: ReactElement }>;
    expect(frame.props.children.type).toBe(SignedInFrame);
  });

  it("for a visitor who is not signed in: the plain view, nothing around it", async () => {
    readContext.mockResolvedValue(null);
    const view = (await LostNotFound()) as ReactElement<{ inShell: boolean }>;
    expect(view.props.inShell).toBe(false);
    expect(await LostLayout({ children: view })).toBe(view);
  });
});
