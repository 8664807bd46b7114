import type { resolvers as Resolvers } from './validation';

type Resolvers = typeof Resolvers;
let loading: Promise<Resolvers> | undefined;

function loadResolvers(): Promise<Resolvers> {
  loading ??= import(/* webpackChunkName: "validation" */ './validation').then(
    (module) => module.resolvers,
    (error: unknown) => {
      loading = undefined; // a failed load (network) is tried again at the next validation
      throw error;
    },
  );
  return loading;
}

/**
 * The resolver of one form whose validation code loads at its first use: zod and the contracts stay out
 * of the page's first load, and the first check waits for them once.
 */
export function lazyResolver<K extends keyof Resolvers>(name: K): Resolvers[K] {
  // Every resolver takes (values, context, options); the map's own types are restored on the way out.
  type AnyResolver = (...args: unknown[]) => unknown;
  const resolver: AnyResolver = async (...args) => ((await loadResolvers())[name] as unknown as AnyResolver)(...args);
  return resolver as unknown as Resolvers[K];
}
