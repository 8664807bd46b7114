import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { DesignSystemProvider } from '@pitchside/shared-ui/design-system-provider';
import { createTestI18n, MemoryRouter } from '@pitchside/shared-ui/test-utils';
import { I18nextProvider } from '@pitchside/shared-ui/translation';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import FaqPage from './faq/faq-page';
import TermsPage from './terms/terms-page';

/**
 * The page as the server renders it for a signed-out visitor: a fresh i18n instance per request (the
 * page's texts are not in it yet), React's static renderer waiting for everything the page needs.
 */
async function serverMarkup(page: ReactElement, language: LanguageCode): Promise<string> {
  const i18n = createTestI18n({ language });
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider theme="light">
        <MemoryRouter>{page}</MemoryRouter>
      </DesignSystemProvider>
    </I18nextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('information pages rendered on the server', () => {
  it('hold their texts in the language of each request, request after request', async () => {
    const arabic = await serverMarkup(<TermsPage />, 'ar');
    expect(arabic).toMatch(/<h1[^>]*>شروط الخدمة<\/h1>/);
    expect(arabic).toContain('تصل إليها خلال 3–5 أيام عمل');
    expect(arabic).toContain('href="/contact"');

    // The next request has an instance of its own: the texts are added to it too, never left as keys.
    const french = await serverMarkup(<TermsPage />, 'fr');
    expect(french).toMatch(/<h1[^>]*>Conditions d&#x27;utilisation<\/h1>/);
    expect(french).not.toContain('sections.');

    const faq = await serverMarkup(<FaqPage />, 'en');
    expect(faq).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(faq).toContain('<summary>When do I get my money back?</summary>');
    expect(faq).toContain('type="search"');
  });
});
