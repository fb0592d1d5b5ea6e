// The style that turns the app's brand colour into the host's (Tailwind 4 reads these variables).
import type { Branding } from "./resolve-branding";

export function brandStyle(branding: Branding | null): React.CSSProperties | undefined {
  if (!branding?.brandColor) return undefined;
  return {
    ["--color-brand-600" as string]: branding.brandColor,
    ["--color-brand-700" as string]: branding.brandColor,
    ["--brand-color" as string]: branding.brandColor,
  };
}
