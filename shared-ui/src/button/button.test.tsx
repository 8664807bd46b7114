import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { renderWithProviders } from '../testing/render';
import { PlusIcon } from '../icons/icons';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" that fires onClick by mouse and keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Book now</Button>);
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.blur();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('can submit a form when asked', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button disabled onClick={onClick}>Pay</Button>);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces loading with aria-busy and a translated text, and blocks clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button loading onClick={onClick}>Pay</Button>, { language: 'ar' });
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Pay (جارٍ التحميل…)');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with button styling via asChild, keeping its icons', () => {
    renderWithProviders(
      <Button asChild variant="outline" startIcon={<PlusIcon />}>
        <a href="/register">Sign up</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).not.toHaveAttribute('type');
    expect(link.querySelector('svg[data-icon="plus"]')).toBeInTheDocument();
  });

  it('marks a disabled asChild link aria-disabled', () => {
    renderWithProviders(
      <Button asChild disabled>
        <a href="/x">Go</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Button in server-rendered markup', () => {
  it('renders a submit button disabled on the server and enables it once hydrated', async () => {
    const tree = <Button type="submit">Sign in</Button>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.querySelector('button')).toBeDisabled();

    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.querySelector('button')).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('leaves other buttons as they are on the server', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button>Cancel</Button>);
    expect(container.querySelector('button')).toBeEnabled();
  });
});

