// axe-core in the page under test: the accessibility rules a journey checks on what a person sees.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = { run: (context: string, options: RunOptions) => Promise<AxeResults> };

/**
 * The violations of `rules` on the page (or inside `within`, a CSS selector), one line per node:
 * "rule: target — what is wrong". Empty when the page passes.
 */
export async function axeViolations(page: Page, { rules, within = 'html' }: { rules: string[]; within?: string }): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([context, values]) => (window as unknown as { axe: Axe }).axe.run(context, { runOnly: { type: 'rule', values } }),
    [within, rules] as const,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`));
}
