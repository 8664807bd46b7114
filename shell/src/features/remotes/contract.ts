import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';

/** The module every remote exposes as `./pages`. */
export interface RemotePagesModule {
  /** shared-api contract version the remote was built against (semver). */
  contractVersion: string;
  /** Page id → lazily loaded page component. */
  pages: Record<string, ComponentType>;
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

export function isRemotePagesModule(value: unknown): value is RemotePagesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemotePagesModule>;
  return typeof candidate.contractVersion === 'string' && typeof candidate.pages === 'object' && candidate.pages !== null;
}
