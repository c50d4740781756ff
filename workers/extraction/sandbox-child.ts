// Child side of the sandbox: receives one PDF over IPC, extracts it, replies and exits.
import { extractInvoice } from './extract';
import type { ExtractOptions } from './types';

process.once('message', (m: { bytes: Uint8Array; opts: ExtractOptions }) => {
  extractInvoice(m.bytes, m.opts).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (e: unknown) => {
      const err = e as { name?: string; reason?: string; message?: string };
      process.send?.(
        { ok: false, name: err.name ?? 'Error', reason: err.reason, message: err.message ?? String(e) },
        () => process.exit(0),
      );
    },
  );
});
