// The shell's chrome as a user finds it: landmarks and controls by role and (translated) accessible name.
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { shellText, textPattern, type Lng } from './texts';

export class Shell {
  constructor(readonly page: Page, readonly lng: Lng = 'en') {}

  t(key: string, vars?: Record<string, string>): string {
    return shellText(this.lng, key, vars);
  }

  /** The top bar (the page's `banner` landmark). */
  get topBar(): Locator {
    return this.page.getByRole('banner');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The sidebar's navigation (persistent on wide screens, inside the drawer on small ones). */
  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: this.t('nav.label'), exact: true });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get menuButton(): Locator {
    return this.topBar.getByRole('button', { name: this.t('nav.openMenu'), exact: true });
  }

  get languageSelect(): Locator {
    return this.topBar.getByRole('combobox', { name: this.t('language.select'), exact: true });
  }

  themeToggle(to: 'dark' | 'light'): Locator {
    return this.topBar.getByRole('button', { name: this.t(to === 'dark' ? 'topBar.switchToDark' : 'topBar.switchToLight'), exact: true });
  }

  get loginLink(): Locator {
    return this.topBar.getByRole('link', { name: this.t('topBar.login'), exact: true });
  }

  get accountMenuButton(): Locator {
    return this.topBar.getByRole('button', { name: textPattern('shell', this.lng, 'topBar.accountMenu') });
  }

  /** The fallback a remote's mount shows when the remote cannot be used. */
  remoteFallback(remote: string): Locator {
    return this.page.locator(`[data-testid="remote-fallback"][data-remote="${remote}"]`);
  }

  /** The one level-1 heading of the page, inside `main` when the page has the layout shell. */
  get pageHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /**
   * Logout from the avatar menu, then checks where it leads (docs/product/routes-and-screens.md: logs out, then goes to /): the home
   * page, signed out — and no detour through /login on the way (pages shown are recorded until settled).
   */
  async signOut(): Promise<void> {
    const shown: string[] = [];
    const record = (frame: Frame) => {
      if (frame === this.page.mainFrame()) shown.push(new URL(frame.url()).pathname);
    };
    this.page.on('framenavigated', record);
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: this.t('topBar.logout'), exact: true }).click();
    await expect(this.loginLink).toBeVisible();
    await this.page.waitForTimeout(1_000); // let any late redirect happen before judging
    this.page.off('framenavigated', record);
    expect(pathOf(this.page), 'page after logout').toBe('/');
    expect(shown, 'pages shown after logout').not.toContain('/login');
  }

  /** `<html dir lang>` as the language requires. */
  async expectDocumentLanguage(lng: Lng): Promise<void> {
    const html = this.page.locator('html');
    await expect(html).toHaveAttribute('lang', lng);
    await expect(html).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  }
}

/** Path part of the page's URL (without origin, query or hash). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** `path` with `?lng=` added: how a journey opens the platform in a language on its first visit. */
export function withLanguage(path: string, lng: Lng): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lng', lng);
  return `${url.pathname}${url.search}${url.hash}`;
}
