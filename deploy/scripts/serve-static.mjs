// A static web server for deployed front-end artefacts, as a CDN would serve them: the build's `.br`/`.gz`
// copies by Accept-Encoding, hashed files immutable and their pointers no-cache (cache-policy.mjs), CORS
// for the shell's origin.
// Usage: node deploy/scripts/serve-static.mjs --dir <folder> --port <n> [--prefix /remotes/] [--cors <origin>]
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cacheControlFor } from './cache-policy.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    prefix: { type: 'string', default: '/' },
    cors: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.dir) throw new Error('--dir is required');

const app = Fastify({ logger: false });
await app.register(cors, { origin: values.cors.length > 0 ? values.cors : true });
await app.register(fastifyStatic, {
  root: resolve(values.dir),
  prefix: values.prefix,
  cacheControl: false,
  preCompressed: true,
  // The URL, not the file: `--dir` may be one remote's folder, whose version is only in the URL.
  setHeaders(reply) {
    reply.header('Cache-Control', cacheControlFor(new URL(reply.request.url, 'http://x').pathname));
  },
});
const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(`serving ${values.dir} at ${address}${values.prefix}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
