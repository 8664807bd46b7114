import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { Card, CardHeader } from './card';

describe('Card', () => {
  it('renders a labelled section with a heading, description and action', () => {
    renderWithProviders(
      <Card as="section" aria-labelledby="revenue-title">
        <CardHeader titleId="revenue-title" title="Revenue" description="This month" action={<Button size="sm">Export</Button>} headingLevel={3} />
        <p>€1,200</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Revenue' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Revenue' })).toBeInTheDocument();
    expect(region).toHaveTextContent('This month');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('can be a list item', () => {
    renderWithProviders(
      <ul>
        <Card as="li">Field A</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Field A');
  });
});
