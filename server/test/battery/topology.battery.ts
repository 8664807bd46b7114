/**
 * Topology battery: the production shape on one machine — nginx (Debian's, with deploy/nginx/pitchside.conf)
 * serving the built front end from disk and proxying to two API instances on one PostgreSQL — and what must
 * hold across instances, every request going through nginx:
 *   - the front end: compressed, immutable hashed files from disk; documents from the API;
 *   - a session signed in on one instance refreshes on the other;
 *   - a hold made through one instance is paid through the other;
 *   - one Idempotency-Key sent to both at once has one effect;
 *   - a notification created on one instance reaches a live stream opened on the other;
 *   - one instance killed with SIGKILL while clients book and pay: retrying with their keys, they lose
 *     nothing and duplicate nothing;
 *   - SIGTERM drains: requests in flight when it arrives are answered, the instance exits cleanly.
 * The directed steps pin an instance with the `x-battery-instance` header (a map the battery adds to its
 * copy of the configuration); the rest use nginx's round robin as production does.
 *
 *   pnpm --dir server battery:topology [--entry source|compiled] [--json out.json]
 *   (needs the front end built: scripts/build.sh; nginx: scripts/ensure-nginx.sh; `compiled` builds dist/ first)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import {
  ApiProcess, BATTERY_SECRET, call, freePort, ledgerProblems, log, prepareDatabase, SERVER_DIR, signIn, sleep, slotSequence, TEST_CARD,
  type ApiEntry, type Check, type Flow,
} from './processes.js';

const REPO = path.resolve(SERVER_DIR, '..');
const STATIC_ROOT = path.join(REPO, 'deploy', 'out');
const NGINX_CONF = path.join(REPO, 'deploy', 'nginx', 'pitchside.conf');
const BROTLI_MODULE = process.env.BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const KILL_SECONDS = Math.min(Number(process.env.BATTERY_SECONDS ?? 8), 120);
const CLIENTS = 6;
const { values: args } = parseArgs({ options: { json: { type: 'string' }, entry: { type: 'string', default: 'source' } } });

const CUSTOMER = { email: 'customer@pitchside.test', password: 'Customer123!' };
const pin = (instance: 'a' | 'b') => ({ 'x-battery-instance': instance });

/**
 * The project's nginx configuration as a host would install it, with the paths and ports of this run: the
 * front end from deploy/out, the upstream's two instances, and the battery's pinning map.
 */
function nginxConfig(prefix: string, port: number, instances: readonly ApiProcess[]): string {
  const project = readFileSync(NGINX_CONF, 'utf8');
  const upstream = instances.map((api) => `    server 127.0.0.1:${api.port} max_fails=1 fail_timeout=2s;`).join('\n');
  const adapted = project
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/pitchside/out', STATIC_ROOT)
    .replace(/upstream pitchside_app \{[^}]*\}/, `upstream pitchside_app {\n${upstream}\n    keepalive 16;\n}`)
    .replaceAll('proxy_pass http://pitchside_app;', 'proxy_pass http://$battery_upstream;');
  if (adapted === project || !adapted.includes('$battery_upstream') || !adapted.includes(`127.0.0.1:${port}`)) {
    throw new Error('deploy/nginx/pitchside.conf no longer has the listen/upstream/proxy_pass lines the battery adapts');
  }
  const pinned = instances.map((api) => `upstream battery_${api.name} {\n    server 127.0.0.1:${api.port};\n}`).join('\n');
  return `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    # Which instance answered (the API's location adds no header of its own, so it inherits this one).
    add_header X-Battery-Upstream $upstream_addr always;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    ${pinned}
    map $http_x_battery_instance $battery_upstream {
        default pitchside_app;
        ${instances.map((api) => `${api.name} battery_${api.name};`).join('\n        ')}
    }
${adapted}
}
`;
}

class Nginx {
  private child: ChildProcess | undefined;
  constructor(private readonly prefix: string, readonly port: number) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(config: string): Promise<void> {
    const file = path.join(this.prefix, 'nginx.conf');
    writeFileSync(file, config);
    this.child = spawn('nginx', ['-p', this.prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    this.child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited with ${this.child.exitCode}: ${stderr}`);
      try {
        await fetch(`${this.origin}/favicon.ico`);
        return;
      } catch { /* not listening yet */ }
      await sleep(50);
    }
    throw new Error(`nginx did not start: ${stderr}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
  }
}

/** An SMTP server that accepts and counts every message (production mode sends real mail). */
async function smtpSink(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => { count += 1; callback(); });
      stream.resume();
    },
  });
  // An instance killed mid-conversation resets its connection: expected here, not a failure of the sink.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received: () => count, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The refresh cookie a response sets, as the `cookie` header of the next request. */
function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pitchside_refresh='));
  if (!cookie) throw new Error(`no refresh cookie in the answer (${response.status})`);
  return cookie.split(';')[0]!;
}

/** Waits on a live notification stream for an event whose data contains `needle`; answers whether it came. */
async function streamReceives(url: string, headers: Record<string, string>, trigger: () => Promise<void>, needle: string, timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    // The stream is open once its first bytes (the retry hint or a heartbeat) arrive: only then is the trigger fired.
    const first = await reader.read();
    seen += first.value ?? '';
    await trigger();
    while (!seen.includes(needle)) {
      const { value, done } = await reader.read();
      if (done) return false;
      seen += value;
    }
    return true;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return false;
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(STATIC_ROOT, 'shell', 'index.html'))) throw new Error('the front end is not built: run bash scripts/build.sh');
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-topology-'));
  chmodSync(root, 0o755);
  const started = Date.now();
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const sink = await smtpSink();
  const nginxPrefix = path.join(root, 'nginx');
  for (const dir of ['', 'body', 'proxy']) mkdirSync(path.join(nginxPrefix, dir), { recursive: true });
  const nginx = new Nginx(nginxPrefix, await freePort());
  const instances: ApiProcess[] = [];
  const checks: Check[] = [];
  const figures: Record<string, number> = {};
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name: `topology: ${name}`, ok, detail });
    log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
  };
  try {
    const { url, fieldId } = await prepareDatabase(server, 'topology', root);
    // Production never writes under the application's folder: the registry the instances share is a copy.
    const registry = path.join(root, 'remotes.json');
    copyFileSync(path.join(STATIC_ROOT, 'remotes.json'), registry);
    const env = (name: string): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: path.join(root, `data-${name}`),
      JWT_SECRET: BATTERY_SECRET,
      PUBLIC_URL: nginx.origin,
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      STATIC_ROOT,
      REMOTES_REGISTRY: registry,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JOB_POLLING_SECONDS: '0.5',
      NOTIFICATION_HEARTBEAT_SECONDS: '1',
    });
    const entry = args.entry as ApiEntry;
    if (entry === 'compiled') {
      // The production build of the API (build.mjs: dist/main.js), as an image would run it.
      const built = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
    }
    for (const name of ['a', 'b']) instances.push(new ApiProcess(name, env(name), await freePort(), entry));
    const [a, b] = instances as [ApiProcess, ApiProcess];
    await Promise.all(instances.map((api) => api.start()));
    await nginx.start(nginxConfig(nginxPrefix, nginx.port, instances));
    figures.startMs = Date.now() - started;
    const api = `${nginx.origin}/api/v1`;
    const nextSlot = slotSequence();
    const holdBody = () => ({ fieldId, ...nextSlot(), duration: 15, fullName: 'Topology Tester', email: 'topology@example.com', phone: '+15550100000' });

    // The front end: nginx sends the hashed files itself (Brotli copy, immutable); documents come from the API.
    const shellFiles = readdirSync(path.join(STATIC_ROOT, 'shell')).filter((f) => /^main\.[0-9a-f]{8,}\.js$/.test(f));
    const asset = await fetch(`${nginx.origin}/${shellFiles[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    check('hashed files from disk, Brotli, immutable', asset.ok && asset.headers.get('content-encoding') === 'br'
      && /immutable/.test(asset.headers.get('cache-control') ?? ''),
    `${shellFiles[0]}: ${asset.status} ${asset.headers.get('content-encoding')} ${asset.headers.get('cache-control')}`);
    const document = await fetch(`${nginx.origin}/login`, { headers: { accept: 'text/html' } });
    const html = await document.text();
    // Rendered on the server: the sign-in form is in the HTML, with the API's security headers.
    check('documents rendered by the API behind nginx', document.ok && /<input[^>]*name="email"/.test(html) && !!document.headers.get('content-security-policy'),
      `/login: ${document.status}, ${html.length} bytes`);

    // Signed in on A, refreshed on B, the new token used on A.
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...pin('a') }, body: JSON.stringify(CUSTOMER),
    });
    const cookie = refreshCookie(login);
    const refreshed = await fetch(`${api}/auth/refresh`, { method: 'POST', headers: { cookie, origin: nginx.origin, ...pin('b') } });
    const refreshedToken = refreshed.ok ? ((await refreshed.json()) as { data: { accessToken: string } }).data.accessToken : '';
    // Rotated: B set a new refresh token, which A then accepts in turn.
    const rotated = refreshed.ok ? refreshCookie(refreshed) : cookie;
    const profile = refreshedToken ? await call(api, 'GET', '/auth/verification-status', { token: refreshedToken, headers: pin('a') }) : undefined;
    const again = await fetch(`${api}/auth/refresh`, { method: 'POST', headers: { cookie: rotated, origin: nginx.origin, ...pin('a') } });
    check('signed in on A, refreshed on B (rotated), the new tokens accepted by A', refreshed.ok && rotated !== cookie && profile?.status === 200 && again.ok,
      `refresh on B ${refreshed.status}${rotated !== cookie ? ' with a new refresh token' : ' without rotation'}, access on A ${profile?.status ?? 'nothing'}, refresh on A ${again.status}`);

    const customer = await signIn(api, CUSTOMER.email, CUSTOMER.password, pin('a'));

    // A hold made through A, paid through B, read back through A.
    const hold = await call(api, 'POST', '/bookings', { token: customer, key: randomUUID(), body: holdBody(), headers: pin('a') });
    const heldId = (hold.body.data as { id?: string } | undefined)?.id;
    const paid = heldId ? await call(api, 'POST', `/bookings/${heldId}/pay`, { token: customer, key: randomUUID(), body: { card: TEST_CARD }, headers: pin('b') }) : undefined;
    const readBack = heldId ? await call(api, 'GET', `/bookings/${heldId}`, { token: customer, headers: pin('a') }) : undefined;
    check('held on A, paid on B', hold.status === 201 && paid?.status === 200 && (readBack?.body.data as { status?: string })?.status === 'confirmed',
      `hold ${hold.status}, pay ${paid?.status}, then ${(readBack?.body.data as { status?: string })?.status}`);

    // One key, one body, sent to both instances at once: one booking, the same answer twice.
    const key = randomUUID();
    const body = holdBody();
    const both = await Promise.all((['a', 'b'] as const).map((instance) => call(api, 'POST', '/bookings', { token: customer, key, body, headers: pin(instance) })));
    const ids = new Set(both.map((o) => (o.body.data as { id?: string } | undefined)?.id));
    check('one Idempotency-Key sent to A and B at once: one effect', both.every((o) => o.status === 201) && ids.size === 1 && !ids.has(undefined),
      `${both.map((o) => o.status).join(' and ')}, ${ids.size} booking id(s)`);

    // A notification created through A reaches the live stream opened on B.
    const ticket = await call(api, 'POST', '/notifications/stream-ticket', { token: customer, headers: pin('a') });
    const ticketValue = (ticket.body.data as { ticket?: string } | undefined)?.ticket ?? '';
    const userId = JSON.parse(Buffer.from(customer.split('.')[1]!, 'base64url').toString()).sub as string;
    const title = `Across instances ${randomUUID().slice(0, 8)}`;
    const streamed = Date.now();
    let streamError = '';
    const arrived = await streamReceives(`${api}/notifications/stream?ticket=${encodeURIComponent(ticketValue)}`, pin('b'), async () => {
      const created = await call(api, 'POST', '/notifications/test', { token: customer, headers: { ...pin('a') }, body: { userId, title, message: 'Sent through A, read on B' } });
      if (created.status !== 201) throw new Error(`creating the notification answered ${created.status} ${JSON.stringify(created.body)}`);
    }, title, 10_000).catch((error: unknown) => { streamError = (error as Error).message; return false; });
    figures.notificationMs = Date.now() - streamed;
    check('a notification created on A reaches a stream on B', ticket.status === 200 && arrived,
      arrived ? `in ${figures.notificationMs} ms` : streamError || 'not received within 10 s');

    // SIGKILL one instance while clients book and pay through nginx's round robin, retrying with their keys.
    const flows: Flow[] = [];
    let running = true;
    let retries = 0;
    const client = async () => {
      while (running) {
        const flow: Flow = { held: false };
        flows.push(flow);
        const held = await call(api, 'POST', '/bookings', { token: customer, key: randomUUID(), body: holdBody() });
        retries += held.retries;
        if (held.status !== 201) throw new Error(`hold answered ${held.status} ${JSON.stringify(held.body)}`);
        flow.held = true;
        flow.bookingId = (held.body.data as { id: string }).id;
        const pay = await call(api, 'POST', `/bookings/${flow.bookingId}/pay`, { token: customer, key: randomUUID(), body: { card: TEST_CARD } });
        retries += pay.retries;
        if (pay.status !== 200) throw new Error(`pay answered ${pay.status} ${JSON.stringify(pay.body)}`);
        flow.paid = true;
        flow.paymentId = (pay.body.data as { payment: { id: string } }).payment.id;
      }
    };
    const work = Array.from({ length: CLIENTS }, client);
    await sleep((KILL_SECONDS * 1000) / 2);
    const killedAt = flows.length;
    await a.stop('SIGKILL');
    await sleep((KILL_SECONDS * 1000) / 2);
    running = false;
    await Promise.all(work);
    // The killed instance comes back: its upkeep at start settles what the kill left in flight.
    await a.start();
    await sleep(1_500);
    const problems = await ledgerProblems(url, fieldId, flows);
    const bad = Object.entries(problems).filter(([, rows]) => rows.length > 0);
    figures.killFlows = flows.length;
    figures.killRetries = retries;
    check('SIGKILL of one instance mid-traffic: nothing lost, nothing duplicated', bad.length === 0 && flows.length > killedAt + CLIENTS,
      bad.length ? bad.map(([name, rows]) => `${name}: ${JSON.stringify(rows.slice(0, 3))}`).join('; ')
        : `${flows.filter((f) => f.paid).length} paid of ${flows.length} flows (${flows.length - killedAt} after the kill), ${retries} retried requests`);

    // SIGTERM while requests are in flight through nginx's round robin: those B took are answered before it
    // exits; the ones it no longer accepts go to A (a refused connection is passed to the next instance).
    const upstreamB = `127.0.0.1:${b.port}`;
    const burst = Array.from({ length: 30 }, async () => {
      const response = await fetch(`${api}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify(holdBody()),
      });
      return { status: response.status, upstream: response.headers.get('x-battery-upstream') ?? '', at: Date.now() };
    });
    await sleep(20);
    const signalled = Date.now();
    const exit = await b.stop('SIGTERM');
    const answers = await Promise.all(burst);
    const drained = answers.filter((o) => o.upstream === upstreamB && o.at > signalled).length;
    figures.drainMs = exit.ms;
    figures.drained = drained;
    check('SIGTERM drains the requests in flight and exits cleanly', exit.code === 0 && answers.every((o) => o.status === 201) && drained > 0,
      `exit ${exit.code ?? exit.signal} in ${exit.ms} ms; ${answers.filter((o) => o.status === 201).length}/30 answered 201, `
        + `${drained} of them by B after the signal, ${answers.filter((o) => o.upstream.includes(',')).length} passed on to A`);
    const after = await call(api, 'POST', '/bookings', { token: customer, key: randomUUID(), body: holdBody() });
    check('with B gone, A takes the traffic', after.status === 201 && after.retries === 0, `a hold answered ${after.status} after ${after.retries} retries`);
    figures.mails = sink.received();
  } finally {
    await nginx.stop().catch(() => undefined);
    for (const api of instances) await api.stop().catch(() => undefined);
    await sink.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
  figures.totalMs = Date.now() - started;
  log(`topology battery: ${JSON.stringify(figures)}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ checks, figures }, null, 2));
  process.exitCode = checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1;
}

await main();
