// Contract signing's CPU work (issue 21), without the app: rendering the built-in template, making the
// contract PDF (what "Send for signature" does per contract) and appending the signature page (what a
// signature does). Prints p50 / p95 ms per operation and the PDF sizes. Not in bench/all.ts (no app needed):
//   npx tsx bench/contract-pdf.ts      (BENCH_QUICK=1: few rounds)
import { appendSignaturePage, buildContractPdf } from "@/lib/contracts/signing/contract-pdf";
import { sampleValues } from "@/lib/contracts/signing/contract-values";
import { DEFAULT_TEMPLATES } from "@/lib/contracts/signing/default-templates";
import { renderTemplate } from "@/lib/contracts/signing/render-template";
import { reportTable } from "./support/report";

const ROUNDS = process.env.BENCH_QUICK ? 5 : 200;

async function time<T>(fn: () => Promise<T> | T): Promise<{ p50: number; p95: number; last: T }> {
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < ROUNDS + 3; i++) {
    const start = performance.now();
    last = await fn();
    if (i >= 3) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), last };
}

async function main() {
  const values = sampleValues("Acme BV", "nl");
  const text = renderTemplate(DEFAULT_TEMPLATES.nl, values);
  const long = `${text}\n\n${"Artikel met een lange tekst die over meerdere regels loopt. ".repeat(600)}`;
  const meta = { title: "Contract", createdAt: new Date(), footer: "Acme BV · contract 1" };
  const render = await time(() => renderTemplate(DEFAULT_TEMPLATES.nl, values));
  const short = await time(() => buildContractPdf(text, meta));
  const big = await time(() => buildContractPdf(long, meta));
  const block = {
    title: "Elektronische handtekening",
    signedAt: new Date(),
    rows: [
      ["Ondertekend door", "Sam Peeters"],
      ["User agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15"],
      ["SHA-256", "0".repeat(64)],
    ] as [string, string][],
  };
  const sign = await time(() => appendSignaturePage(short.last, block));
  const ms = (n: number) => n.toFixed(2);
  const kb = (b: Uint8Array) => (b.length / 1024).toFixed(1);
  reportTable({
    title: `Contract PDF (pdf-lib, ${ROUNDS} rounds)`,
    header: ["p50 ms", "p95 ms", "KB"],
    rows: [
      ["render the built-in template", ms(render.p50), ms(render.p95), "–"],
      ["contract PDF, built-in template (1 page)", ms(short.p50), ms(short.p95), kb(short.last)],
      ["contract PDF, long text (~10 pages)", ms(big.p50), ms(big.p95), kb(big.last)],
      ["append the signature page", ms(sign.p50), ms(sign.p95), kb(sign.last)],
    ],
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
