// The screen layout of the request being rendered (./screen-layout.ts), for server components.
import { cookies, headers } from "next/headers";
import { SCREEN_LAYOUT_COOKIE, pickScreenLayout, type ScreenLayout } from "./screen-layout";

export async function requestScreenLayout(): Promise<ScreenLayout> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return pickScreenLayout(jar.get(SCREEN_LAYOUT_COOKIE)?.value, head.get("user-agent"), head.get("sec-ch-ua-mobile"));
}
