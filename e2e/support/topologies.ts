// The deployments the journeys run against (one Playwright project each).
//
//   same-origin    the API serves the shell, the remotes, the registry and /api — exactly `npm start`.
//   cross-origin   the API (origin A) serves the shell and /api; each remote comes from its own static
//                  server on its own origin, listed by absolute URL in a generated registry.
//   remote-down    cross-origin with the mf_payments server stopped (its port closed).
//   token-refresh  same-origin with a 5-second access-token lifetime, for the silent-refresh journey.
//   offline-app    same-origin on a copy of the build of its own, which its journeys redeploy (a new remote
//                  version, a new shell worker) while pages are open.
//   remote-release same-origin on a copy of the build of its own, in which its journey publishes, rolls back
//                  and refuses versions of a remote while the API runs.
export type TopologyName = 'same-origin' | 'cross-origin' | 'remote-down' | 'token-refresh' | 'offline-app' | 'remote-release';

export interface TopologySpec {
  /** Remotes on their own static servers (absolute URLs in the registry); otherwise served by the API. */
  remotesOnOwnOrigins: boolean;
  /** Remotes listed in the registry whose server is not running. */
  downRemotes: readonly string[];
  /** Extra environment of the API server. */
  apiEnv: Readonly<Record<string, string>>;
  /** Serves a copy of the build that is its own (its journeys change it); others share the run's copy. */
  ownBuild?: boolean;
}

export const TOPOLOGIES: Readonly<Record<TopologyName, TopologySpec>> = {
  'same-origin': { remotesOnOwnOrigins: false, downRemotes: [], apiEnv: {} },
  'cross-origin': { remotesOnOwnOrigins: true, downRemotes: [], apiEnv: {} },
  'remote-down': { remotesOnOwnOrigins: true, downRemotes: ['mf_payments'], apiEnv: {} },
  // 5 s is the shortest lifetime the server accepts (server/src/plugins/config.ts).
  'token-refresh': { remotesOnOwnOrigins: false, downRemotes: [], apiEnv: { ACCESS_TOKEN_TTL_SECONDS: '5' } },
  'offline-app': { remotesOnOwnOrigins: false, downRemotes: [], apiEnv: {}, ownBuild: true },
  'remote-release': { remotesOnOwnOrigins: false, downRemotes: [], apiEnv: {}, ownBuild: true },
};

export const TOPOLOGY_NAMES = Object.keys(TOPOLOGIES) as TopologyName[];

export function isTopologyName(value: string): value is TopologyName {
  return (TOPOLOGY_NAMES as string[]).includes(value);
}

/** What the set-up writes for the tests: where each running topology is. */
export interface RunState {
  runDir: string;
  mailboxUrl: string;
  smtpUrl: string;
  topologies: Partial<Record<TopologyName, RunningTopologyInfo>>;
}

export interface RunningTopologyInfo {
  /** Origin A: the shell and the API, with a trailing slash. */
  baseURL: string;
  /** Remote name → origin it is served from (its own, or origin A). */
  remoteOrigins: Record<string, string>;
  downRemotes: string[];
  apiLog: string;
  /** The build the API serves (STATIC_ROOT): the run's shared copy, or this topology's own. */
  outDir: string;
}

export const RUN_STATE_ENV = 'PITCHSIDE_E2E_RUN_STATE';
