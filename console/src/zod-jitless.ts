// Imported first by main.tsx, before any module builds a zod schema: the shared rules validate with
// zod, which probes `new Function` when it builds an object schema to compile a faster parser. The
// console's CSP forbids eval, so the probe would only raise a CSP violation report. Skip it.
import { z } from 'zod';

z.config({ jitless: true });
