// Steps many journeys share.
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import type { Credentials } from './accounts';

/**
 * Signs in through the API (POST /api/v1/auth/login from the page's own context, so the browser holds
 * the httpOnly refresh cookie) and stores the session where the shell restores it at start-up
 * (`pitchside_access_token`, `pitchside_user`; ADR 0006). For journeys that are not about the sign-in form.
 */
export async function signInThroughApi(page: Page, credentials: Credentials): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string; user: unknown } };
  // Any document of the origin gives access to its storage; the health answer is the cheapest one.
  await page.goto('/api/v1/health');
  await page.evaluate(([token, user]) => {
    localStorage.setItem('pitchside_access_token', token);
    localStorage.setItem('pitchside_user', user);
  }, [data.accessToken, JSON.stringify(data.user)] as const);
}

/**
 * A browser context holding a session as signing in through the app leaves it: the sign-in's cookies, the
 * stored token and user, and the session hint the shell writes when it starts signed in (the server then
 * renders signed-in pages, ADR 0036). Lasting, as the shell writes it: a persistent profile keeps it.
 */
export async function keepSignedInSession(context: BrowserContext, baseURL: string, credentials: Credentials): Promise<void> {
  const page = await context.newPage();
  await signInThroughApi(page, credentials);
  await context.addCookies([{ name: 'pitchside_session', value: '1', url: baseURL, expires: Math.floor(Date.now() / 1000) + 86_400 }]);
  await page.close();
}

/** Records the remote entries the page fetched (URL and status), to check where each remote came from. */
export function recordRemoteEntries(page: Page): { url: string; status: number }[] {
  const entries: { url: string; status: number }[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('/remoteEntry.js')) entries.push({ url: response.url(), status: response.status() });
  });
  return entries;
}

/** The remote's entry was fetched, successfully, from the origin the topology serves it from. */
export function expectRemoteLoadedFrom(entries: { url: string; status: number }[], remote: string, origin: string): void {
  const fetched = entries.filter((e) => e.url.startsWith(`${origin}/remotes/${remote}/`));
  expect(fetched.map((e) => e.status), `${remote} remoteEntry.js from ${origin} (fetched: ${entries.map((e) => e.url).join(', ') || 'none'})`).toContain(200);
}
