// The server's modules depend on each other in one direction (docs/adr/0029): no import path may lead from a
// module back to itself. A cycle is reported with the files whose imports make it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/g;

/** module → modules it imports, each with one file that makes the edge. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const module of readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const edges = new Map<string, string>();
    const files = readdirSync(path.join(MODULES, module), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      const source = readFileSync(path.join(MODULES, module, file), 'utf8');
      for (const [, specifier] of source.matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(MODULES, module, path.dirname(file), specifier!)).split(path.sep);
        if (target.length > 1 && !target[0]!.startsWith('..') && target[0] !== module) edges.set(target[0]!, `${module}/${file}`);
      }
    }
    graph.set(module, edges);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server modules', () => {
  it('import each other without cycles', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    const report = cycles(graph).map((component) => component.flatMap((from) =>
      [...(graph.get(from) ?? new Map<string, string>())].filter(([to]) => component.includes(to)).map(([to, file]) => `${from} → ${to} (${file})`)));
    expect(report).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([['a', new Map([['b', 'a/x.ts']])], ['b', new Map([['c', 'b/y.ts']])], ['c', new Map([['a', 'c/z.ts']])]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
