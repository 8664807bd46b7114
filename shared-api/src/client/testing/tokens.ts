const base64Url = (value: string): string => Buffer.from(value, 'utf8').toString('base64url');

/** An unsigned JWT-shaped token with the given claims (the client never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** exp one hour ahead, in seconds. */
export const inOneHour = (): number => Math.floor(Date.now() / 1000) + 3600;
