import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      trigger={<Button>Add payment method</Button>}
      title="New card"
      description="Cards are stored as tokens."
      onOpenChange={onOpenChange}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      }
    >
      <input aria-label="Card holder" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    expect(dialog).toHaveAccessibleDescription('Cards are stored as tokens.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Add payment method' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('has a translated close button and footer actions that close it', async () => {
    const { user } = renderWithProviders(<Example />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await user.click(await screen.findByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be controlled', () => {
    renderWithProviders(<Dialog open title="Controlled" hideCloseButton />);
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
