import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { INTEGRATION_MESSAGES, WEBHOOK_HEADERS, WEBHOOK_TIMEOUT_MS } from '@pitchside/shared-api/contracts/company-integrations';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the shared secret. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/** Networks a webhook may not reach unless the platform allows it (loopback, private, link-local, CGNAT…). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** A `lookup` for `http.request` that answers the address already checked, in either callback form. */
function pinnedLookup(resolved: { address: string; family: number }): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  }) as unknown as LookupFunction;
}

export interface SendOutcome {
  delivered: boolean;
  responseStatus: number | null;
  error: string | null;
}

export class UnsafeWebhookAddress extends Error {}

export interface WebhookSenderOptions {
  /** Lets webhooks reach loopback and private networks (development and tests). */
  allowPrivateNetworks: boolean;
  userAgent: string;
}

/**
 * Posts a signed event to a webhook. The host is resolved once and the connection made to that very address
 * (so a name cannot resolve to a public address for the check and a private one for the request); redirects
 * are not followed; the answer's body is not read beyond what the socket delivers.
 */
export class WebhookSender {
  constructor(private readonly options: WebhookSenderOptions) {}

  /** Refuses an address whose host resolves to a private network (when those are not allowed). */
  async resolve(url: URL): Promise<{ address: string; family: number }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const found = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
    if (!this.options.allowPrivateNetworks && isPrivateAddress(found.address)) throw new UnsafeWebhookAddress(INTEGRATION_MESSAGES.privateAddress);
    return found;
  }

  async send(target: string, secret: string, delivery: { id: string; event: string; payload: unknown }, now: Date): Promise<SendOutcome> {
    const url = new URL(target);
    let resolved: { address: string; family: number };
    try {
      resolved = await this.resolve(url);
    } catch (error) {
      return { delivered: false, responseStatus: null, error: error instanceof UnsafeWebhookAddress ? error.message : `Could not resolve ${url.hostname}` };
    }
    const body = JSON.stringify(delivery.payload);
    const headers = {
      'content-type': 'application/json',
      'user-agent': this.options.userAgent,
      [WEBHOOK_HEADERS.event]: delivery.event,
      [WEBHOOK_HEADERS.delivery]: delivery.id,
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, Math.floor(now.getTime() / 1000), body),
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<SendOutcome>((resolve) => {
      const request = client.request(url, {
        method: 'POST',
        headers,
        timeout: WEBHOOK_TIMEOUT_MS,
        lookup: pinnedLookup(resolved),
      }, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        const delivered = status >= 200 && status < 300;
        resolve({ delivered, responseStatus: status, error: delivered ? null : `The receiver answered ${status}` });
      });
      request.on('timeout', () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
      request.on('error', (error) => resolve({ delivered: false, responseStatus: null, error: error.message }));
      request.end(body);
    });
  }
}
