import { z } from 'zod';

// In the browser, zod validates without generated code: the app's Content-Security-Policy has no
// 'unsafe-eval', and even zod's probe for it (a caught `new Function`) is reported as a violation.
// Every schemas.ts imports this module first, because zod makes the choice when each object schema
// is built. The server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
