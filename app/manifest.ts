// The web app manifest (served at /manifest.webmanifest): installable, opens full screen from "/".
import type { MetadataRoute } from "next";

export const THEME_COLOUR = "#1d5fd1";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "HR Platform",
    short_name: "HR Platform",
    description: "People, leave, documents and payroll for companies in Belgium and the Netherlands",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: THEME_COLOUR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
