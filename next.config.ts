import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { legacyApiRewrites } from "./lib/api/legacy-paths";
import { HSTS, PERMISSIONS_POLICY } from "./lib/api/static-security-headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // A second build folder lets a parallel build (another checkout's tests) run beside the usual one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Database drivers load WASM and native files at run time; keep them out of the bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "@prisma/client",
    "@prisma/schema-engine-wasm",
  ],
  poweredByHeader: false,
  // ANALYZE=1 emits browser source maps so scripts/analyze-bundles.ts can say which package fills which chunk.
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
  async rewrites() {
    // RFC 8414's fixed address: the App Router does not route dot folders, so its handler lives under app/api.
    const wellKnown = [
      { source: "/.well-known/oauth-authorization-server", destination: "/api/oauth/authorization-server" },
    ];
    return { beforeFiles: [...legacyApiRewrites(), ...wellKnown], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
        ],
      },
      // Only over https (the TLS-terminating proxy in front says so). Next adds these headers to every answer,
      // also to the redirects, rewrites and refusals proxy.ts makes, so the proxy does not set HSTS again;
      // it sends only the per-request nonce Content-Security-Policy (lib/api/security-headers.ts).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(,.*)?" }],
        headers: [{ key: "Strict-Transport-Security", value: HSTS }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
