"use client";
// The browser half of the start-up redirect to /account-migration (lib/accounts/migration-redirect.ts):
// used where the server could not redirect (the page rendered inside a server action's response).
import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";

export function MigrationRedirect() {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (pathname !== "/account-migration") router.replace("/account-migration");
  }, [pathname, router]);
  return null;
}
