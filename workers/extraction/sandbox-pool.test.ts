// The warm sandbox pool: jobs reuse children (the second extraction does not pay the start), a
// child that breaks its time budget is killed and replaced and only its job fails, a refused PDF
// is an InvalidPdfError from a child that stays, a child over its resident-memory budget is killed,
// and jobs beyond the pool's size wait their turn (never more than `size` at once).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateBombPdf } from '../../tools/extraction-corpus/bad-input/hostile';
import { ExtractionPool, poolSettings } from './sandbox-pool';
import { DEFAULT_CHILD_BUDGET } from './child-budget';
import { InvalidPdfError } from './types';

jest.setTimeout(120_000);

const PDF = readFileSync(path.join(__dirname, '..', '..', 'tools', 'extraction-corpus', 'files', 't01-classic-sv.pdf'));

describe('poolSettings', () => {
  it('keeps a default for an option passed as undefined, and takes every option given', () => {
    const settings = poolSettings({ size: 2, timeoutMs: undefined, maxRssMb: undefined, maxJobsPerChild: 5 });
    expect(settings).toEqual({ ...DEFAULT_CHILD_BUDGET, size: 2, retireRssMb: 700, maxJobsPerChild: 5, warm: false });
  });
});

describe('ExtractionPool', () => {
  let pool: ExtractionPool;
  afterEach(async () => {
    await pool?.close();
  });

  it('extracts with warm children, at most `size` of them, and answers jobs beyond it in turn', async () => {
    pool = new ExtractionPool({ size: 2 });
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, pool.running, pool.children);
    }, 2);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => pool.extract(PDF)));
    clearInterval(sample);
    expect(results.map((r) => r.invoice_id)).toEqual(['96417', '96417', '96417', '96417', '96417']);
    // The per-worker cap on jobs at once (EXTRACTION_CONCURRENCY) holds, and is used.
    expect(most).toBe(2);
    expect(pool.children).toBeLessThanOrEqual(2);
    expect(pool.children).toBeGreaterThanOrEqual(1);
  });

  it('fails only the job that breaks its time budget, and goes on with a new child', async () => {
    pool = new ExtractionPool({ size: 1, timeoutMs: 1 });
    const slow = await pool.extract(PDF).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(slow).toBeInstanceOf(InvalidPdfError);
    expect((slow as InvalidPdfError).reason).toBe('timeout');
    await pool.close();
    pool = new ExtractionPool({ size: 1 });
    expect((await pool.extract(PDF)).invoice_id).toBe('96417');
  });

  it('answers a PDF the engine refuses with InvalidPdfError, and keeps its child', async () => {
    pool = new ExtractionPool({ size: 1 });
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 3)]);
    const refused = await pool.extract(garbage).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(InvalidPdfError);
    expect((await pool.extract(PDF)).invoice_id).toBe('96417');
    expect(pool.children).toBe(1);
  });

  it('kills the child whose resident memory passes its budget: the job is out of memory', async () => {
    pool = new ExtractionPool({ size: 1, maxRssMb: 40 });
    const over = await pool.extract(PDF).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((over as InvalidPdfError).reason).toBe('out-of-memory');
    expect(pool.children).toBe(0);
  });

  it('refuses hostile content in the child, which stays for the next job', async () => {
    pool = new ExtractionPool({ size: 1, maxRssMb: 600 });
    const refused = await pool.extract(inflateBombPdf(300)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((refused as InvalidPdfError).reason).toBe('content-too-large');
    expect((await pool.extract(PDF)).invoice_id).toBe('96417');
    expect(pool.children).toBe(1);
  });

  it('retires a child after its number of jobs', async () => {
    pool = new ExtractionPool({ size: 1, maxJobsPerChild: 1 });
    await pool.extract(PDF);
    expect(pool.children).toBe(0);
    expect((await pool.extract(PDF)).invoice_id).toBe('96417');
  });

  it('keeps its children started when warm, also after retiring one', async () => {
    pool = new ExtractionPool({ size: 2, maxJobsPerChild: 1, warm: true });
    expect(pool.children).toBe(2);
    expect((await pool.extract(PDF)).invoice_id).toBe('96417');
    await new Promise((r) => setImmediate(r));
    expect(pool.children).toBe(2);
  });
});
