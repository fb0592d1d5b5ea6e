// app/not-found.tsx runs on every page request as the root layout's not-found boundary (Next renders it
// into the RSC payload, with no props), and as the /_not-found page (with a page's props) only for a URL
// no route matches. Only the page draws the signed-in frame: in the boundary the frame's session read and
// count queries would run on every page (issue 28's throughput).
import type { ReactElement } from "react";
import NotFound from "@/app/not-found";
import { getPageContext } from "@/lib/api/page-context";
import { NotFoundView } from "@/components/shell/not-found-view";
import { SignedInFrame } from "@/components/shell/signed-in-frame";

jest.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
jest.mock("@/lib/api/page-context", () => ({ getPageContext: jest.fn() }));
jest.mock("@/components/shell/signed-in-frame", () => ({ SignedInFrame: () => null }));
jest.mock("@/lib/shell/not-found-message", () => ({ notFoundMessage: () => null }));

const readContext = getPageContext as unknown as jest.Mock;
const pageProps = { params: Promise.resolve({}), searchParams: Promise.resolve({}) };

beforeEach(() => {
  readContext.mockReset();
  readContext.mockResolvedValue({ user: { id: 1 } });
});

describe("the root 404", () => {
  it("as the boundary of every page: the plain view, without reading the session", async () => {
    const out = (await NotFound({})) as ReactElement<{ inShell: boolean }>;
    expect(out.type).toBe(NotFoundView);
    expect(out.props.inShell).toBe(false);
    expect(readContext).not.toHaveBeenCalled();
  });

  it("as the page of a URL no route matches: inside the signed-in frame", async () => {
    const out = (await NotFound(pageProps)) as ReactElement<{ children: ReactElement<{ inShell: boolean }> }>;
    expect(readContext).toHaveBeenCalledTimes(1);
    expect(out.type).toBe(SignedInFrame);
    expect(out.props.children.type).toBe(NotFoundView);
    expect(out.props.children.props.inShell).toBe(true);
  });

  it("as that page for a visitor who is not signed in: the plain view", async () => {
    readContext.mockResolvedValue(null);
    const out = (await NotFound(pageProps)) as ReactElement<{ inShell: boolean }>;
    expect(out.type).toBe(NotFoundView);
    expect(out.props.inShell).toBe(false);
  });
});
