import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { IconButton } from '../icon-button/icon-button';
import { MenuIcon } from '../icons/icons';
import { Drawer } from './drawer';

function Menu() {
  return (
    <Drawer
      title="Menu"
      hideTitle
      trigger={
        <IconButton label="Open menu">
          <MenuIcon />
        </IconButton>
      }
    >
      <nav aria-label="Main">
        <a href="/fields">Facilities</a>
      </nav>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its (hidden) title with focus inside', async () => {
    const { user } = renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Facilities' })).toBeInTheDocument();
  });

  it('closes with its translated close button and Escape, restoring focus', async () => {
    const { user } = renderWithProviders(<Menu />, { language: 'fr' });
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('anchors to the inline-start edge so it mirrors in RTL', async () => {
    renderWithProviders(<Drawer open title="Menu">content</Drawer>, { language: 'ar' });
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('');
    expect(css).toContain('inset-inline-start:0');
    expect(css).not.toMatch(/[^-]left:\s*0/);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
