import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../testing/render';
import { useLocation, useSearchParams, type SetURLSearchParams } from './router';

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
