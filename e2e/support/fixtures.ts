// The `test` every journey imports: the project's topology (where the platform runs), the mailbox,
// and a record of what went wrong in the page (attached to failed tests).
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { MailClient } from './smtp';
import { RUN_STATE_ENV, type RunningTopologyInfo, type RunState, type TopologyName } from './topologies';

export interface PlatformOptions {
  /** Set per project in playwright.config.ts. */
  topology: TopologyName;
}

interface PlatformFixtures {
  platform: RunningTopologyInfo;
  mail: MailClient;
  /** Page errors and console errors of the test, attached when it fails. */
  pageProblems: string[];
}

let state: RunState | undefined;
export function runState(): RunState {
  if (!state) {
    const file = process.env[RUN_STATE_ENV];
    if (!file) throw new Error(`${RUN_STATE_ENV} is not set: run through playwright.config.ts (its global set-up starts the platform)`);
    state = JSON.parse(readFileSync(file, 'utf8')) as RunState;
  }
  return state;
}

export const test = base.extend<PlatformFixtures & PlatformOptions>({
  topology: ['same-origin', { option: true }],

  platform: async ({ topology }, use) => {
    const info = runState().topologies[topology];
    if (!info) throw new Error(`Topology ${topology} was not started by the global set-up`);
    await use(info);
  },

  baseURL: async ({ platform }, use) => {
    await use(platform.baseURL);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  mail: async ({}, use) => {
    await use(new MailClient(runState().mailboxUrl));
  },

  // A server-rendered page shows before it responds: a click meanwhile would do nothing (or navigate the
  // whole document). Navigations wait until the page has mounted, as a person waits for a page to settle.
  page: async ({ page }, use) => {
    const waitForPage = () =>
      page.waitForFunction(() => !document.querySelector('#root[data-ssr]') || document.documentElement.hasAttribute('data-page-ready'));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForPage();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForPage();
      return response;
    };
    await use(page);
  },

  pageProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      if (testInfo.status !== testInfo.expectedStatus && problems.length > 0) {
        await testInfo.attach('page-problems.txt', { body: problems.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
