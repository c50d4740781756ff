// Child side of the warm sandbox pool (sandbox-pool.ts): extracts one PDF per message, one at a
// time, and answers with the job's id. It stays up for the next job; the parent retires it.
import { extractInvoice } from './extract';
import type { ExtractOptions } from './types';

process.on('message', (m: { id: number; bytes: Uint8Array; opts: ExtractOptions }) => {
  extractInvoice(m.bytes, m.opts).then(
    (result) => process.send?.({ id: m.id, ok: true, result }),
    (e: unknown) => {
      const err = e as { name?: string; reason?: string; message?: string };
      process.send?.({
        id: m.id,
        ok: false,
        name: err.name ?? 'Error',
        reason: err.reason,
        message: err.message ?? String(e),
      });
    },
  );
});
// The parent went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
