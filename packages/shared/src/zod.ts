import { z } from 'zod';

// Zod 4 probes `new Function` for its JIT, which the strict CSP blocks in the browser. On the server
// the JIT is allowed (it is measurably faster). Every schema in this package imports `z` from here,
// so the setting applies before any is built.
z.config({ jitless: 'document' in globalThis });

export { z };
