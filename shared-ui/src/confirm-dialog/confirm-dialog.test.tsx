import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const trigger = <Button variant="danger">Cancel booking</Button>;

describe('ConfirmDialog', () => {
  it('is an alertdialog with translated actions and focus on Cancel', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog trigger={trigger} title="Cancel this booking?" description="Free until 24 h before." onConfirm={vi.fn()} />,
      { language: 'fr' },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription('Free until 24 h before.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
  });

  it('runs onConfirm and closes when it resolves', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <ConfirmDialog trigger={trigger} title="Delete?" description="This cannot be undone." tone="danger" confirmLabel="Delete" onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open, busy then ready again, when onConfirm fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((_resolve, rej) => { reject = rej; }));
    const { user } = renderWithProviders(
      <ConfirmDialog defaultOpen title="Refund?" description="Refund the full amount." onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: /Confirm/ })).toHaveAttribute('aria-busy', 'true');
    reject(new Error('Refund failed'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes on Cancel and Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog trigger={trigger} title="Sure?" description="Really." onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});
