import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '../testing/render';
import { BrowserRouter, Link, NavLink, useLocation, useSearchParams, type SetURLSearchParams } from './router';

function Probe({ onReady }: { onReady: (set: SetURLSearchParams) => void }) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  onReady(setParams);
  return (
    <>
      <output aria-label="rendered">{params.toString()}</output>
      <output aria-label="location">{search}</output>
    </>
  );
}

function renderAt(path: string) {
  let setParams: SetURLSearchParams | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe onReady={(set) => (setParams = set)} />
    </MemoryRouter>,
  );
  return () => setParams!;
}

describe('useSearchParams', () => {
  it('starts each functional update from the URL of the previous one, even before the router renders it', () => {
    const setParams = renderAt('/fields?sport=football');
    act(() => {
      setParams()((previous) => (previous.append('amenities', 'parking'), previous), { replace: true });
      setParams()((previous) => (previous.append('amenities', 'showers'), previous), { replace: true });
      setParams()((previous) => (previous.set('page', '2'), previous));
    });
    expect(new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent!).toString()).toBe(
      'sport=football&amenities=parking&amenities=showers&page=2',
    );
    expect(screen.getByRole('status', { name: 'rendered' })).toHaveTextContent('sport=football&amenities=parking&amenities=showers&page=2');
  });

  it('takes a plain value as it is', () => {
    const setParams = renderAt('/fields?sport=football');
    act(() => setParams()({ search: 'park' }));
    expect(screen.getByRole('status', { name: 'rendered' })).toHaveTextContent(/^search=park$/);
  });

  it('does not mutate the parameters it rendered', () => {
    const setParams = renderAt('/fields?sport=tennis');
    let seen: URLSearchParams | undefined;
    act(() => setParams()((previous) => ((seen = previous), previous.set('sport', 'padel'), previous)));
    expect(seen?.get('sport')).toBe('padel');
    expect(screen.getByRole('status', { name: 'rendered' })).toHaveTextContent(/^sport=padel$/);
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state ?? null)}`}</output>;
}

describe('Link', () => {
  const renderLinks = (path = '/fields') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Link to="/bookings?status=upcoming" state={{ from: 'fields' }}>Bookings</Link>
        <Link to="/help" target="_blank">Help</Link>
        <Link to="/faq" onClick={(event) => event.preventDefault()}>FAQ</Link>
        <Where />
      </MemoryRouter>,
    );
  const where = () => screen.getByRole('status', { name: 'where' }).textContent;
  /** Whether the app took the click over (prevented the browser's navigation); jsdom cannot navigate anyway. */
  const takenOver: boolean[] = [];
  const record = (event: Event) => {
    takenOver.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    takenOver.length = 0;
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));

  it('points at the resolved path and follows a plain click in the app, with its state', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Bookings' });
    expect(link).toHaveAttribute('href', '/bookings?status=upcoming');
    fireEvent.click(link);
    expect(takenOver).toEqual([true]);
    expect(where()).toBe('/bookings?status=upcoming|{"from":"fields"}');
  });

  it('leaves a modified click, another button and another target to the browser, and respects a prevented click', () => {
    renderLinks();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) fireEvent.click(screen.getByRole('link', { name: 'Bookings' }), { [modifier]: true });
    fireEvent.click(screen.getByRole('link', { name: 'Bookings' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(takenOver).toEqual([false, false, false, false, false, false]);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(where()).toBe('/fields|null');
  });
});

describe('NavLink', () => {
  it('marks the current page, and its ancestors unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/company/fields/42']}>
        <NavLink to="/company">Overview (end)</NavLink>
        <NavLink to="/company/fields">Fields</NavLink>
        <NavLink to="/company/fields/42" end>This field</NavLink>
        <NavLink to="/company/fields/4" end>Another field</NavLink>
        <NavLink to="/COMPANY">Any case</NavLink>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/company" end>Overview</NavLink>
      </MemoryRouter>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Overview (end)')).toBe('page');
    expect(current('Fields')).toBe('page');
    expect(current('This field')).toBe('page');
    expect(current('Another field')).toBeNull();
    expect(current('Any case')).toBe('page');
    expect(current('Home')).toBeNull();
    expect(current('Overview')).toBeNull();
  });
});

describe('BrowserRouter', () => {
  it('follows the browser history: a link pushes an entry, going back restores the page', async () => {
    window.history.replaceState(null, '', '/fields');
    render(
      <BrowserRouter>
        <Link to="/bookings">Bookings</Link>
        <Where />
      </BrowserRouter>,
    );
    const where = () => screen.getByRole('status', { name: 'where' }).textContent;
    expect(where()).toBe('/fields|null');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Bookings' })));
    expect(window.location.pathname).toBe('/bookings');
    expect(where()).toBe('/bookings|null');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/fields|null');
  });
});
