// The content budget: operators are counted as a PDF lexer reads them, the corpus's real documents
// sit far inside the default budget, and hostile files (a content stream inflating to 300 MB,
// millions of tiny operators, compressed or not) are refused with their reason, fast.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_BUDGET, checkContentBudget, countOperators, measureContent } from './content-budget';
import { inflateBombPdf, operatorFloodPdf } from '../../tools/extraction-corpus/bad-input/hostile';
import { InvalidPdfError } from './types';

const ops = (s: string): number => countOperators(Buffer.from(s, 'latin1'));

function refusal(f: () => void): string {
  try {
    f();
    return 'accepted';
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidPdfError);
    return (e as InvalidPdfError).reason;
  }
}

describe('countOperators', () => {
  it('counts operators, not their operands', () => {
    expect(ops('BT /F1 12 Tf 72 700.5 Td (Faktura) Tj ET')).toBe(5);
    expect(ops('[(a) -120 (b)] TJ 0 0 1 rg -1.5 .5 m')).toBe(3);
    expect(ops('/Span << /ActualText (x y z) /MCID 3 >> BDC EMC')).toBe(2);
  });
  it('skips strings with nested and escaped parentheses, hex strings and comments', () => {
    expect(ops('(a (nested q Q) \\) still BT) Tj <48656c6c6f> Tj % re f S\nQ')).toBe(3);
  });
  it('skips inline image data', () => {
    expect(ops('q BI /W 2 /H 1 /BPC 8 /CS /G ID \x00Tj re f\xff EI Q')).toBe(5);
  });
  it('stops past its limit', () => {
    expect(ops('0 0 m '.repeat(10))).toBe(10);
    expect(countOperators(Buffer.from('0 0 m '.repeat(10)), 3)).toBe(4);
  });
});

describe('the content budget', () => {
  const corpus = path.join(__dirname, '..', '..', 'tools', 'extraction-corpus');
  const files = ['files', 'bad-input'].flatMap((d) =>
    fs
      .readdirSync(path.join(corpus, d))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => path.join(corpus, d, f)),
  );

  it('leaves every corpus document a wide margin (a tenth of the budget at most)', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) {
      const m = measureContent(new Uint8Array(fs.readFileSync(f)));
      expect({
        f,
        over:
          m.inflatedBytes > DEFAULT_CONTENT_BUDGET.maxInflatedBytes / 10 ||
          m.maxStreamOperators > DEFAULT_CONTENT_BUDGET.maxOperatorsPerPage / 10,
      }).toEqual({ f, over: false });
    }
    // The measure sees the content: the 35-line invoice's page draws thousands of operators.
    const dense = measureContent(
      new Uint8Array(fs.readFileSync(path.join(corpus, 'files', 'h25-modern-sv-35-lines.pdf'))),
    );
    expect(dense.maxStreamOperators).toBeGreaterThan(1000);
    expect(dense.inflatedBytes).toBeGreaterThan(50_000);
  });

  it('refuses a small file whose content stream inflates to 300 MB, without inflating it all', () => {
    const bomb = inflateBombPdf(300);
    expect(bomb.length).toBeLessThan(600 * 1024);
    const t0 = performance.now();
    expect(refusal(() => checkContentBudget(bomb, 1))).toBe('content-too-large');
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(refusal(() => checkContentBudget(inflateBombPdf(8), 1))).toBe('accepted');
  });

  it.each([
    ['text', true],
    ['path', true],
    ['text', false],
  ] as const)('refuses a page of 2 million tiny %s operators (deflated: %s)', (kind, deflate) => {
    const flood = operatorFloodPdf(2_000_000, kind, deflate);
    expect(refusal(() => checkContentBudget(flood, 1))).toBe('too-many-operators');
    expect(refusal(() => checkContentBudget(operatorFloodPdf(1000, kind, deflate), 1))).toBe('accepted');
  });
});
