// A tiny authoritative DNS server on loopback UDP for tests: answers TXT questions from a map the test
// fills, NXDOMAIN for unknown names, SERVFAIL for names listed in `failing`. Real DNS packets (RFC 1035),
// so the app's node:dns Resolver is exercised for real (point it here with DNS_RESOLVER=127.0.0.1:<port>).
// Hand-written rather than a library: a question and a TXT answer are all it needs.
import { createSocket, type Socket } from "node:dgram";

export type TestDnsServer = {
  port: number;
  /** Lower-case name (no trailing dot) -> the TXT values to answer. */
  txt: Map<string, string[]>;
  failing: Set<string>;
  queries: string[];
  close: () => Promise<void>;
};

const TYPE_TXT = 16;

/** port 0 picks a free one (integration tests); the browser tests use a fixed one the app is told about. */
export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const socket: Socket = createSocket("udp4");
  const server: TestDnsServer = { port: 0, txt: new Map(), failing: new Set(), queries: [], close: async () => {} };
  socket.on("message", (msg, from) => {
    const reply = answer(msg, server);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", resolve));
  server.port = socket.address().port;
  server.close = () => new Promise<void>((resolve) => socket.close(() => resolve()));
  return server;
}

function answer(msg: Buffer, server: TestDnsServer): Buffer | null {
  if (msg.length < 12 || msg.readUInt16BE(4) !== 1) return null;
  // The question: length-prefixed labels up to a zero byte, then type and class.
  const labels: string[] = [];
  let offset = 12;
  while (offset < msg.length && msg[offset] !== 0) {
    const len = msg[offset]!;
    labels.push(msg.subarray(offset + 1, offset + 1 + len).toString("ascii"));
    offset += 1 + len;
  }
  offset += 1;
  if (offset + 4 > msg.length) return null;
  const qtype = msg.readUInt16BE(offset);
  const questionEnd = offset + 4;
  const name = labels.join(".").toLowerCase();
  server.queries.push(name);
  const values = qtype === TYPE_TXT ? server.txt.get(name) : undefined;
  const rcode = server.failing.has(name) ? 2 : server.txt.has(name) ? 0 : 3; // SERVFAIL, NOERROR, NXDOMAIN
  const answers = rcode === 0 && values ? values.map(txtAnswer) : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(msg.readUInt16BE(0), 0); // same id
  header.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | rcode, 2); // QR, AA, RD copied, rcode
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, msg.subarray(12, questionEnd), ...answers]);
}

function txtAnswer(value: string): Buffer {
  // One TXT record; values over 255 bytes are split into several character-strings.
  const bytes = Buffer.from(value, "utf8");
  const strings: Buffer[] = [];
  for (let i = 0; i === 0 || i < bytes.length; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    strings.push(Buffer.concat([Buffer.from([chunk.length]), chunk]));
  }
  const rdata = Buffer.concat(strings);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // name: pointer to the question's name
  fixed.writeUInt16BE(TYPE_TXT, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}
