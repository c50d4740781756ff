// Where a scanned page's time goes: wall and CPU milliseconds per stage (render, clean-up,
// waiting for / starting an OCR worker, tesseract's recognize, OCR words) and for the field
// reading after OCR (layout and fields), per page of the own corpus scans, then medians. CPU time
// is the whole process's (tesseract's worker threads included): on a shared machine it is the
// steadier figure. `npx tsx bench/extraction/scan-stages.ts [--only=<part of a name>] [--runs=N]`
import fs from 'node:fs';
import { corpusEntries } from '../../tools/extraction-corpus/score';
import { formFromLines } from '../../workers/extraction/extract';
import { buildDocumentLines } from '../../workers/extraction/layout';
import { ocrDocument, shutdownOcr, type OcrStageTimes } from '../../workers/extraction/ocr';
import { openPdf } from '../../workers/extraction/pdfjs';

type Row = Record<string, number>;
interface PageRow {
  name: string;
  page: number;
  run: number;
  t: Row;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? '-scan-';
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? '1');
  const rows: PageRow[] = [];
  for (let run = 1; run <= runs; run += 1)
    for (const e of corpusEntries().filter((x) => x.name.includes(only))) {
      const doc = await openPdf(new Uint8Array(fs.readFileSync(e.pdf)));
      try {
        const stages: OcrStageTimes[] = [];
        const c0 = process.cpuUsage();
        const { pages, perPageMs } = await ocrDocument(doc, undefined, stages);
        const ocrCpu = process.cpuUsage(c0);
        const t1 = performance.now();
        const c1 = process.cpuUsage();
        formFromLines(buildDocumentLines(pages));
        const fieldsCpu = process.cpuUsage(c1);
        const fieldsMs = performance.now() - t1;
        stages.forEach((st, i) => {
          // The document's OCR CPU time is shared evenly between its pages (read one after another).
          const row: Row = {
            total_wall: perPageMs[i] as number,
            total_cpu: (ocrCpu.user + ocrCpu.system) / 1000 / stages.length,
          };
          for (const [k, v] of Object.entries(st)) {
            row[`${k}_wall`] = v.wallMs;
            row[`${k}_cpu`] = v.cpuMs;
          }
          row.fields_wall = fieldsMs / stages.length;
          row.fields_cpu = (fieldsCpu.user + fieldsCpu.system) / 1000 / stages.length;
          rows.push({ name: e.name, page: i + 1, run, t: row });
        });
      } finally {
        await doc.destroy();
      }
    }
  await shutdownOcr();
  const keys = Object.keys(rows[0]?.t ?? {});
  for (const r of rows)
    console.log(
      [r.name.padEnd(28), `p${r.page} r${r.run}`, ...keys.map((k) => `${k}=${Math.round(r.t[k] as number)}`)].join(' '),
    );
  const warm = rows.filter((_, i) => i > 0);
  const med: Row = Object.fromEntries(keys.map((k) => [k, Math.round(median(warm.map((r) => r.t[k] as number)))]));
  console.log(JSON.stringify({ pages: rows.length, median_without_first_page: med }, null, 1));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
