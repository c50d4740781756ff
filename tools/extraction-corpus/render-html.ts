// Renders an invoice view as HTML and prints it to PDF with Debian's chromium through
// playwright-core: the route most web invoicing tools take. Three templates.
import { chromium, type Browser } from 'playwright-core';
import type { View } from './view';

export type HtmlTemplate = 'modern' | 'boxed' | 'compact';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function table(v: View): string {
  const head = v.columns.map((c, i) => `<th class="${i ? 'r' : ''}">${esc(c)}</th>`).join('');
  const body = v.rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i ? 'r' : ''}">${esc(c)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="lines"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function pairs(rows: Array<[string, string]>, cls: string): string {
  return `<table class="${cls}">${rows.map(([k, val]) => `<tr><td class="k">${esc(k)}</td><td class="v">${esc(val)}</td></tr>`).join('')}</table>`;
}

export function htmlOf(v: View, t: HtmlTemplate): string {
  const css = `
  @page { size: A4; margin: 16mm 14mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #111; }
  h1 { font-size: 18pt; margin: 0; } .sup { font-size: 15pt; font-weight: bold; }
  .r { text-align: right; } table { border-collapse: collapse; }
  table.lines { width: 100%; margin-top: 18px; } table.lines th { text-align: left; border-bottom: 1.5px solid #333; padding: 4px; }
  table.lines th.r { text-align: right; } table.lines td { padding: 3px 4px; }
  table.totals td { padding: 2px 6px; } table.totals td.v { text-align: right; min-width: 90px; }
  table.totals tr:last-child td { font-weight: bold; font-size: 11pt; border-top: 1px solid #333; }
  table.hdr td { padding: 1px 8px 1px 0; } table.hdr td.k { color: #444; }
  .foot { position: fixed; bottom: 0; font-size: 7.5pt; color: #555; }
  .box { display: inline-block; border: 1px solid #999; padding: 4px 8px; margin: 0 6px 6px 0; min-width: 110px; vertical-align: top; }
  .box .k { font-size: 7pt; color: #555; } .box .v { font-size: 10pt; }
  .flex { display: flex; justify-content: space-between; align-items: flex-start; }
  ${t === 'compact' ? 'body { font-size: 8.5pt; } table.lines td { padding: 1px 4px; }' : ''}
  ${t === 'boxed' ? 'table.lines td, table.lines th { border: 1px solid #888; }' : ''}`;
  const supplier = `<div><div class="sup">${esc(v.supplierLines[0] ?? '')}</div>${v.supplierLines
    .slice(1)
    .map((l) => `<div>${esc(l)}</div>`)
    .join('')}</div>`;
  const customer = `<div><div><b>${esc(v.L.billTo)}</b></div>${v.customerLines.map((l) => `<div>${esc(l)}</div>`).join('')}${v.customerIds.map(([k, val]) => `<div>${esc(k)}: ${esc(val)}</div>`).join('')}</div>`;
  const header =
    t === 'boxed'
      ? `<div style="margin-top:14px">${v.header.map(([k, val]) => `<div class="box"><div class="k">${esc(k)}</div><div class="v">${esc(val)}</div></div>`).join('')}</div>`
      : pairs(v.header, 'hdr');
  const totals = pairs(v.totals, 'totals');
  const pay = pairs(v.payment, 'hdr');
  const note = v.note ? `<p>${esc(v.L.note)}: ${esc(v.note)}</p>` : '';
  const foot = `<div class="foot">${v.footer.map((l) => `<div>${esc(l)}</div>`).join('')}</div>`;
  let body: string;
  if (t === 'modern') {
    body = `<div class="flex">${supplier}<h1>${esc(v.title)}</h1></div>
      <div class="flex" style="margin-top:24px">${customer}${header}</div>${table(v)}
      <div class="flex" style="margin-top:14px">${pay}${totals}</div>${note}${foot}`;
  } else if (t === 'boxed') {
    body = `<div class="flex">${supplier}<h1>${esc(v.title)}</h1></div>${header}
      <div style="margin-top:8px">${customer}</div>${table(v)}
      <div class="flex" style="margin-top:14px">${pay}${totals}</div>${note}${foot}`;
  } else {
    body = `<h1>${esc(v.title)}</h1><div class="flex" style="margin-top:8px">${supplier}${customer}</div>
      <div style="margin-top:10px">${header}</div>${table(v)}
      <div class="flex" style="margin-top:10px">${totals}${pay}</div>${note}${foot}`;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function renderHtml(browser: Browser, v: View, t: HtmlTemplate): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(htmlOf(v, t), { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    return new Uint8Array(pdf);
  } finally {
    await page.close();
  }
}
