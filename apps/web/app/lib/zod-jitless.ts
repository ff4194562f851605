// Every `import … from 'zod'` of the web build resolves here (vite.config.ts). zod builds a faster object parser
// with `new Function` and probes for it when the first schema is made; our CSP forbids eval, so the probe only
// reported a CSP violation in the console (Lighthouse: best practices below 100). In the browser zod never used
// that parser anyway, so saying `jitless` before any schema is made changes nothing but the report.
// The server (Node, no CSP) keeps the faster parser.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
