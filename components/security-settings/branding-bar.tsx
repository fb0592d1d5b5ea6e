// The branding of a custom or reseller domain above the sign-in pages: logo and name, nothing on our own host.
import type { Branding } from "@/lib/branding/resolve-branding";

export function BrandingBar({ branding }: { branding: Branding }) {
  return (
    <div
      className="flex items-center justify-center gap-3 bg-brand-600 px-4 py-3 text-white"
      data-testid="host-branding"
      data-branding-kind={branding.kind}
    >
      {branding.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small same-origin logo, no optimisation needed
        <img src={branding.logoUrl} alt="" className="h-8 w-auto rounded bg-white p-0.5" />
      ) : null}
      <span className="text-lg font-semibold" data-testid="host-branding-name">
        {branding.name}
      </span>
    </div>
  );
}
