import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { cssRulesFor } from '../testing/css';
import { Grid } from './grid';

describe('Grid', () => {
  it('is a single column by default (phones) and widens at breakpoints', () => {
    renderWithProviders(
      <Grid data-testid="g" columns={4} gap={6}>
        <div>a</div>
      </Grid>,
    );
    const css = cssRulesFor(screen.getByTestId('g'));
    expect(css).toContain('gap:var(--ps-space-6);grid-template-columns:1fr;');
    expect(css).toMatch(/@media\(min-width:601px\)\{[^}]*grid-template-columns:repeat\(2,minmax\(0,1fr\)\)/);
    expect(css).toMatch(/@media\(min-width:1024px\)\{[^}]*grid-template-columns:repeat\(4,minmax\(0,1fr\)\)/);
  });

  it('fills fluid columns of a minimum width', () => {
    renderWithProviders(
      <Grid as="ul" minItemWidth="16rem" aria-label="Fields">
        <li>Pitch</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Fields' });
    expect(cssRulesFor(list)).toContain('grid-template-columns:repeat(auto-fill,minmax(min(16rem,100%),1fr));');
    expect(cssRulesFor(list)).not.toContain('@media');
  });
});
