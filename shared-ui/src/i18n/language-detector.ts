/**
 * The language detection of docs/product/constants.md, as an i18next `languageDetector` module. It does exactly what the
 * platform configured i18next-browser-languagedetector to do, without the rest of that library (path,
 * subdomain and hash lookups, option plumbing: 2.3 KB gzip on every visitor's first load):
 *   candidates, in order: `?lng=`, cookie `i18nextLng`, localStorage `i18nextLng`, sessionStorage
 *   `i18nextLng`, the browser's languages, `<html lang>` — i18next takes the first supported one;
 *   the language in use is cached in the cookie (10080 minutes) and localStorage `i18nextLng`.
 * `preferredLanguage` is written by `createI18n` on every change.
 */
import type { LanguageDetectorModule } from 'i18next';
import { languageCookie } from '@pitchside/shared-api/contracts/language';
import { DETECTION_ORDER, LANGUAGE_STORAGE_KEY } from './language';

/** What i18next accepts as a language code from outside; keeps markup and quotes out of `<html lang>`. */
function isSafeCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && /^[\w@.-]{1,128}$/.test(code) && !code.includes('..')
    && !['__proto__', 'constructor', 'prototype'].includes(code);
}

function fromQuery(): string | null {
  const { search, hash } = window.location;
  // With hash routing the query may sit in the hash (`#/page?lng=fr`); it counts when there is no other.
  const query = search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  return new URLSearchParams(query).get('lng');
}

function fromCookie(): string | null {
  const prefix = `${LANGUAGE_STORAGE_KEY}=`;
  try {
    const entry = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  } catch {
    return null; // cookies disabled, or a malformed value
  }
}

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
}

const SOURCES: Record<(typeof DETECTION_ORDER)[number], () => readonly (string | null)[]> = {
  querystring: () => [fromQuery()],
  cookie: () => [fromCookie()],
  localStorage: () => [fromStorage(() => window.localStorage)],
  sessionStorage: () => [fromStorage(() => window.sessionStorage)],
  navigator: () => [...navigator.languages, navigator.language],
  htmlTag: () => [document.documentElement.getAttribute('lang')],
};

/** Every candidate in `DETECTION_ORDER`; i18next picks the first it supports (`fr-CA` → `fr`). */
export function detectLanguages(): string[] {
  return DETECTION_ORDER.flatMap((source) => SOURCES[source]()).filter(isSafeCode);
}

/** Remembers the language in use: a 7-day cookie and localStorage. */
export function cacheLanguage(code: string): void {
  if (code === 'cimode') return; // i18next's key-showing debug mode is never remembered
  try {
    // The server writes the same cookie for a document asked for with `?lng=` (server/src/plugins/static).
    document.cookie = languageCookie(code, Date.now());
  } catch {
    // Cookies disabled: localStorage below still keeps it.
  }
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage blocked: the cookie keeps it.
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: cacheLanguage,
};
