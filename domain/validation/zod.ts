// zod for the shared rules, configured once before any schema is built: jitless, so zod never
// probes `new Function` to compile a faster parser (the console's CSP forbids eval, and the probe
// would only raise a violation report). Every module of domain/ and console/ takes zod from here
// (a lint rule says so), which also keeps zod out of the console's first chunk unless a page of it
// validates something.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
