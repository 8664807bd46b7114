import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import FieldDetailsPage from './field-details-page';

describe('FieldDetailsPage', () => {
  it.each(['/fields/42', '/fields/42/book'])('at %s says the field was not found and links back', (path) => {
    renderPage(<FieldDetailsPage />, { path, route: path.endsWith('/book') ? '/fields/:id/book' : '/fields/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Field details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Field not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to fields' })).toHaveAttribute('href', '/fields');
  });
});
