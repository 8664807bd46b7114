import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import type { RenderPageOptions, RenderPageResult } from '@pitchside/shared-ui/test-utils/render-page';
import { renderPage } from './render-page';

/**
 * Renders an information page (features/public-pages), which waits for its texts at its first render
 * as it does on the server. React resumes a component that waited only inside an awaited `act`; the
 * texts may still be on their way when it returns, so find the page's first element with `findBy…`.
 */
export async function renderInfoPage(page: ReactElement, options: RenderPageOptions = {}): Promise<RenderPageResult> {
  let result: RenderPageResult | undefined;
  await act(async () => {
    result = renderPage(page, options);
  });
  return result!;
}
