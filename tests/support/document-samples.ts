// Small real files of every kind the documents module accepts or refuses, built in memory: zips written
// with deflate and CRC-32 like any zip tool (OOXML, OpenDocument), an OLE2 header with a stream name, the
// magic bytes of images and executables.
import { crc32, deflateRawSync } from "node:zlib";

type Entry = { name: string; data: Buffer; store?: boolean };

export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const body = e.store ? e.data : deflateRawSync(e.data);
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const contentTypes = (main: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}"/></Types>`,
  );

export const samples = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]),
  gif: () => Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(16, 3)]),
  webp: () =>
    Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x10, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(16, 4)]),
  docx: () =>
    zip([
      {
        name: "[Content_Types].xml",
        data: contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"),
      },
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ]),
  xlsx: () =>
    zip([
      {
        name: "[Content_Types].xml",
        data: contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
      },
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    ]),
  pptx: () =>
    zip([
      {
        name: "[Content_Types].xml",
        data: contentTypes("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"),
      },
    ]),
  docm: () =>
    zip([
      { name: "[Content_Types].xml", data: contentTypes("application/vnd.ms-word.document.macroEnabled.main+xml") },
    ]),
  odt: () =>
    zip([
      { name: "mimetype", data: Buffer.from("application/vnd.oasis.opendocument.text"), store: true },
      { name: "content.xml", data: Buffer.from("<office:document-content/>") },
    ]),
  ods: () =>
    zip([{ name: "mimetype", data: Buffer.from("application/vnd.oasis.opendocument.spreadsheet"), store: true }]),
  plainZip: () => zip([{ name: "readme.txt", data: Buffer.from("hello") }]),
  doc: () => ole("WordDocument"),
  xls: () => ole("Workbook"),
  msi: () => ole("\u4840\u3f3f"),
  text: () => Buffer.from("Hello, this is a plain note.\nÉtat: OK\n"),
  csv: () => Buffer.from("name;amount\nAnna;12\n"),
  html: () => Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
  htmlLate: () => Buffer.from("Dear HR,\nsee below\n<script>alert(1)</script>\n"),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  xml: () => Buffer.from('<?xml version="1.0"?><a/>'),
  exe: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64, 0x90)]),
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(32, 0)]),
  script: () => Buffer.from("#!/bin/sh\nrm -rf /\n"),
  binary: () => Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]),
};

function ole(stream: string): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([
    header,
    Buffer.alloc(504, 0),
    Buffer.from(`Root Entry\u0000`, "utf16le"),
    Buffer.alloc(32, 0),
    Buffer.from(`${stream}\u0000`, "utf16le"),
    Buffer.alloc(64, 0),
  ]);
}

export function base64(bytes: Buffer): string {
  return bytes.toString("base64");
}
