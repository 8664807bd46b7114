import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { SchedulingPage } from './scheduling-page';

describe('SchedulingPage', () => {
  it('has the operating hours, pricing rules and preview tabs', async () => {
    const { user } = renderPage(<SchedulingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduling and pricing' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No operating hours yet');
    await user.click(screen.getByRole('tab', { name: 'Pricing rules' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No pricing rules yet');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview and analytics', selected: true })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to your fields' })).toHaveAttribute('href', '/company/fields');
  });
});
