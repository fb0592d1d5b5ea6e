// The sign-in pages' frame: on a company's custom domain or a reseller's branded host, that company's or
// reseller's name, logo and colour (lib/branding); on our own host the pages look as they always did.
import { pageBranding, brandStyle } from "@/lib/branding/page-branding";
import { BrandingBar } from "@/components/security-settings/branding-bar";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const branding = await pageBranding();
  if (!branding) return children;
  return (
    <div style={brandStyle(branding)}>
      <BrandingBar branding={branding} />
      {children}
    </div>
  );
}
