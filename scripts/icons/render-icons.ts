// Usage: npx tsx scripts/icons/render-icons.ts
// Renders public/icons/icon.svg into the PNG sizes the web app manifest lists, in Chromium (no image
// library needed). The maskable icon keeps the mark inside the 80 % safe zone on a full-bleed background.
// public/favicon.ico (16, 32 and 48 px PNGs in one ICO) is there because browsers ask for /favicon.ico
// whatever the metadata says; without it every tab's request went to the app's "lost" page.
import { readFileSync, writeFileSync } from "node:fs";
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
  const favicon: Buffer[] = [];
  for (const size of [16, 32, 48]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    favicon.push(await page.screenshot({ omitBackground: true }));
  }
  writeFileSync(path.join(dir, "..", "favicon.ico"), icoOfPngs(favicon, [16, 32, 48]));
  console.log("wrote favicon.ico");
  await browser.close();
}

// An ICO file may hold PNG images as they are: a 6-byte header, a 16-byte entry per image, then the images.
function icoOfPngs(pngs: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i]! % 256, 0); // width (0 means 256)
    entry.writeUInt8(sizes[i]! % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
