import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { cssRulesFor } from '../testing/css';
import { Stack } from './stack';

describe('Stack', () => {
  it('lays children out with a token gap', () => {
    renderWithProviders(
      <Stack data-testid="s" direction="row" gap={2} align="center" wrap>
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const css = cssRulesFor(screen.getByTestId('s'));
    expect(css).toContain('display:flex;flex-direction:row;flex-wrap:wrap;gap:var(--ps-space-2);align-items:center;');
  });

  it('renders as a semantic list', () => {
    renderWithProviders(
      <Stack as="ul" aria-label="Fields">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Fields' }).children).toHaveLength(2);
  });
});
