// ESLint rules of the workspace's inner boundaries, by resolved path (a relative import means different
// folders from different depths, so string patterns cannot tell):
// - `feature-boundaries`: in an app, a feature (`src/features/<name>/`) never imports a sibling feature; what
//   two features share lives in `src/components`, `src/hooks` or `src/lib`, and `src/app` composes features.
// - `module-layers`: a server module (`server/src/modules/<name>/`) imports only modules of earlier rows of the
//   layer list (docs/adr/0029).
import path from 'node:path';

/** The folder of `filename` directly below `root` (`features/<name>`), or null outside it. */
function partOf(root, filename) {
  const relative = path.relative(root, filename);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** Calls `check(source node, resolved target)` for every relative import or re-export of the file. */
function relativeImports(context, check) {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    check(node.source, path.resolve(path.dirname(context.filename), source));
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      sibling: "The feature '{{from}}' imports the feature '{{to}}': move what they share to src/components, src/hooks or src/lib, or compose them in src/app.",
    },
  },
  create(context) {
    const roots = (context.options[0]?.roots ?? []).map((root) => path.resolve(context.cwd, root));
    const root = roots.find((candidate) => partOf(candidate, context.filename) !== null);
    if (!root) return {};
    const from = partOf(root, context.filename);
    return relativeImports(context, (node, target) => {
      const to = partOf(root, target);
      if (to !== null && to !== from) context.report({ node, messageId: 'sibling', data: { from, to } });
    });
  },
};

const moduleLayers = {
  meta: {
    type: 'problem',
    schema: [{
      type: 'object',
      properties: { root: { type: 'string' }, layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
      additionalProperties: false,
    }],
    messages: {
      upward: "The module '{{from}}' (row {{fromRow}}) imports '{{to}}' (row {{toRow}}): a module imports only modules of earlier rows.",
      unlisted: "The module '{{name}}' is in no row of the server's module layers (eslint.config.mjs).",
    },
  },
  create(context) {
    const { root: rootOption = 'server/src/modules', layers = [] } = context.options[0] ?? {};
    const root = path.resolve(context.cwd, rootOption);
    const from = partOf(root, context.filename);
    if (from === null) return {};
    const rowOf = (name) => layers.findIndex((row) => row.includes(name));
    return relativeImports(context, (node, target) => {
      const to = partOf(root, target);
      if (to === null || to === from) return;
      const [fromRow, toRow] = [rowOf(from), rowOf(to)];
      if (fromRow < 0 || toRow < 0) {
        context.report({ node, messageId: 'unlisted', data: { name: fromRow < 0 ? from : to } });
      } else if (toRow >= fromRow) {
        context.report({ node, messageId: 'upward', data: { from, to, fromRow: fromRow + 1, toRow: toRow + 1 } });
      }
    });
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'module-layers': moduleLayers } };
