// The sign-in pages' frame: on a company's custom domain or a reseller's branded host, that company's or
// reseller's name, logo and colour (lib/branding); on our own host the pages look as they always did.
import { pageBranding, brandStyle } from "@/lib/branding/page-branding";
import { BrandingBar } from "@/components/security-settings/branding-bar";
import { ClientMessages } from "@/lib/i18n/client-messages";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const branding = await pageBranding();
  if (!branding) return <ClientMessages scope="auth">{children}</ClientMessages>;
  return (
    <ClientMessages scope="auth">
      <div style={brandStyle(branding)}>
        <BrandingBar branding={branding} />
        {children}
      </div>
    </ClientMessages>
  );
}
