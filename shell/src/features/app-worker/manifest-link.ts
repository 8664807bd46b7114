import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

/** The web app manifest in a language (shell/public/manifest*.webmanifest): its name, shortcuts, `lang` and `dir`. */
export function manifestHref(language: LanguageCode): string {
  return language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}

/** Points the document's manifest link at the language's manifest (read when the user installs the app). */
export function applyManifestLanguage(language: LanguageCode, doc: Document = document): void {
  doc.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(language));
}
