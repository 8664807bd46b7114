/**
 * The zod of the contracts. In a browser it is told not to compile parsers: zod's one-time probe for
 * `new Function`, made when the first object schema is created, is refused by the content security policy
 * (`script-src 'self'`, no 'unsafe-eval') and Chromium reports the refusal. Interpreted parsing is quick
 * enough for forms; the server (no `document`) keeps compiled parsers for its request validation.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
