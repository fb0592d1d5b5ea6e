// Usage: npx tsx scripts/icons/render-icons.ts
// Renders public/icons/icon.svg into the PNG sizes the web app manifest lists, in Chromium (no image
// library needed). The maskable icon keeps the mark inside the 80 % safe zone on a full-bleed background.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const dir = path.join(__dirname, "..", "..", "public", "icons");
const svg = readFileSync(path.join(dir, "icon.svg"), "utf8");
const inner = svg.replace(/<rect[^>]*\/>/, "");

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox"],
  });
  const page = await browser.newPage();
  const shots: Array<{ file: string; size: number; html: string }> = [
    ...[192, 512].map((size) => ({ file: `icon-${size}.png`, size, html: svg })),
    { file: "apple-touch-icon.png", size: 180, html: svg.replace(/rx="96"/, 'rx="0"') },
    {
      file: "icon-maskable-512.png",
      size: 512,
      html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#1d5fd1"/><g transform="translate(51.2 51.2) scale(0.8)">${inner.replace(/<svg[^>]*>|<\/svg>/g, "")}</g></svg>`,
    },
  ];
  for (const shot of shots) {
    await page.setViewportSize({ width: shot.size, height: shot.size });
    await page.setContent(
      `<html><body style="margin:0">${shot.html.replace("<svg ", `<svg width="${shot.size}" height="${shot.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(dir, shot.file), omitBackground: true });
    console.log(`wrote ${shot.file}`);
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
