/**
 * The contract between the shell and a remote: the `./pages` module every remote exposes. A remote's
 * `src/pages.ts` is checked against it (`satisfies RemotePages<'mf_…'>`), the shell's route table names
 * pages by the same ids, and the shell checks a loaded module at run time with the guards below. The
 * remotes and their page ids are those of remotes.ts.
 */
import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { REMOTES } from './remotes.js';

type Remote = (typeof REMOTES)[number];

/** Federation name of a remote: `mf_auth`, `mf_customer`, … */
export type RemoteName = Remote['name'];

/** The page ids of remote `R` (of every remote when `R` is a union). */
export type PageId<R extends RemoteName = RemoteName> = Extract<Remote, { name: R }>['pages'][number];

/** Page id → lazily loaded page component: exactly the ids of remote `R`. */
export type RemotePages<R extends RemoteName> = Record<PageId<R>, ComponentType>;

/** The module every remote exposes as `./pages`. */
export interface RemotePagesModule<R extends RemoteName = RemoteName> {
  /** Contract version the remote was built against (semver, remotes.ts `REMOTE_CONTRACT_VERSION`). */
  contractVersion: string;
  pages: RemotePages<R>;
  /**
   * Adds the remote's translation namespace to the shell's i18next instance; a promise settles once its
   * texts in the current language are loaded (older remotes bundle every language and return nothing).
   */
  registerTranslations?: (i18n: I18n) => void | Promise<void>;
}

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** The shell accepts a remote built against the same contract major (any minor, older or newer). */
export function isCompatibleContract(remoteVersion: unknown, shellVersion: string): boolean {
  return typeof remoteVersion === 'string' && major(remoteVersion) === major(shellVersion);
}

/** Whether a loaded module has the shape of a `./pages` module (its page ids are checked page by page). */
export function isRemotePagesModule(value: unknown): value is RemotePagesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemotePagesModule>;
  return typeof candidate.contractVersion === 'string' && typeof candidate.pages === 'object' && candidate.pages !== null;
}
