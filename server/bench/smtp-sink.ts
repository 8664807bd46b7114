/**
 * The SMTP relay of the mail benchmark (mail-throughput.bench.ts): on loopback, in the benchmark's process, it
 * keeps every message it accepts with the moment it accepted it, its recipients, subject and attachment names.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { sleep } from '../test/battery/processes.js';

export interface Arrival { at: number; to: string[]; subject: string; attachments: string[] }

/** An SMTP relay on loopback that keeps what it receives, when, and how many connections were opened to it. */
export async function startSink(delayMs: number) {
  const arrivals: Arrival[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Room for every connection the instances may open at once.
    maxClients: 200,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = async () => {
          if (delayMs > 0) await sleep(delayMs);
          const at = Date.now();
          const mail = await PostalMime.parse(Buffer.concat(chunks));
          arrivals.push({
            at, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: mail.subject ?? '',
            attachments: mail.attachments.map((a) => a.filename ?? ''),
          });
        };
        accept().then(() => callback(), (error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    arrivals,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
