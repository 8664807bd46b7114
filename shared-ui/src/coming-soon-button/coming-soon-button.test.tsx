import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { ComingSoonButton } from './coming-soon-button';

describe('ComingSoonButton', () => {
  it('stays focusable, is marked unavailable and explains why on focus', async () => {
    const { user } = renderWithProviders(<ComingSoonButton>Add employee</ComingSoonButton>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Add employee' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Coming soon: this is not available yet.');
    expect(button).toHaveAccessibleDescription('Coming soon: this is not available yet.');
  });

  it('explains why in the reader’s language', async () => {
    const { user } = renderWithProviders(<ComingSoonButton>Ajouter</ComingSoonButton>, { language: 'fr' });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bientôt disponible : cette fonction n’est pas encore proposée.');
  });
});
