import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Chip } from './chip';

describe('Chip', () => {
  it('is static text by default', () => {
    renderWithProviders(<Chip label="Indoor" />);
    expect(screen.getByText('Indoor')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('acts as a pressed/unpressed filter toggle', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Chip label="Football" selected onClick={onClick} />);
    const toggle = screen.getByRole('button', { name: 'Football', pressed: true });
    await user.click(toggle);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has a translated remove button naming the chip', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(<Chip label="Tennis" onRemove={onRemove} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Retirer Tennis' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('blocks both actions when disabled', async () => {
    const onClick = vi.fn();
    const onRemove = vi.fn();
    const { user } = renderWithProviders(<Chip label="Clay" onClick={onClick} onRemove={onRemove} disabled />);
    for (const button of screen.getAllByRole('button')) await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });
});
