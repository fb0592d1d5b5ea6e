// Browsers ask for /favicon.ico whatever the metadata names; without the file every tab's request reached the
// app's "lost" page. scripts/icons/render-icons.ts writes it from public/icons/icon.svg.
import { readFileSync } from "node:fs";
import path from "node:path";

it("public/favicon.ico is an ICO holding 16, 32 and 48 px PNGs", () => {
  const ico = readFileSync(path.join(__dirname, "..", "..", "public", "favicon.ico"));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const count = ico.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
  expect(sizes).toEqual([16, 32, 48]);
  for (let i = 0; i < count; i++) {
    const offset = ico.readUInt32LE(6 + 16 * i + 12);
    expect(ico.subarray(offset + 1, offset + 4).toString("latin1")).toBe("PNG");
  }
});
