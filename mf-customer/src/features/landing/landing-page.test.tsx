import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import LandingPage from './landing-page';

const api = fakeApiForFile();

const stats = { fields: 1234, companies: 56, customers: 7890, bookings: 1 };
const renderLanding = (language?: 'en' | 'fr' | 'ar') =>
  renderPage(<LandingPage />, { store: createTestStore(api.baseUrl), language });

describe('LandingPage', () => {
  beforeEach(() => api.on('GET platform/stats', ok(stats)));

  it('opens with one h1 and the two ways in', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find your pitch. Book it in minutes.');
    expect(screen.getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
    expect(screen.getByRole('link', { name: 'List your facility' })).toHaveAttribute('href', '/register');
  });

  it('presents the four promises of the platform', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything you need to get playing' });
    const titles = within(features).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Facility discovery', 'Smart scheduling', 'Payment management', 'Location intelligence']);
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows three testimonials attributed to roles', async () => {
    renderLanding();
    // Code-split and deferred until near the viewport (always shown without IntersectionObserver).
    const section = await screen.findByRole('region', { name: 'What our community says' });
    expect(within(section).getAllByRole('blockquote')).toHaveLength(3);
    expect(section).toHaveTextContent('Five-a-side captain');
  });

  it('ends with links to create an account and to sign in', async () => {
    renderLanding();
    const cta = await screen.findByRole('region', { name: 'Ready for kick-off?' });
    expect(within(cta).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(cta).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows skeletons, then the real platform numbers from the server', async () => {
    renderLanding();
    // The section is code-split and deferred until near the viewport (always, without IntersectionObserver).
    expect(await screen.findByRole('status', { name: 'Loading platform numbers' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Pitchside in numbers' });
    expect(await within(section).findByText('1,234')).toBeInTheDocument();
    expect(section).toHaveTextContent('1,234fields to book');
    expect(section).toHaveTextContent('7,890registered players');
    expect(section).toHaveTextContent('1booking made');
    expect(screen.queryByRole('status', { name: 'Loading platform numbers' })).not.toBeInTheDocument();
  });

  it('formats the numbers in the current language', async () => {
    renderLanding('fr');
    const section = await screen.findByRole('region', { name: 'Pitchside en chiffres' });
    // French groups digits with a narrow no-break space, which the default normaliser would collapse.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await within(section).findByText(new Intl.NumberFormat('fr').format(7890), exact)).toBeInTheDocument();
    expect(section).toHaveTextContent('joueurs inscrits');
  });

  it('leaves the stats section out, without an error banner, when the call fails', async () => {
    api.on('GET platform/stats', fail(500, 'Boom', 'INTERNAL'));
    renderLanding();
    expect(await screen.findByRole('region', { name: 'Pitchside in numbers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pitchside in numbers' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
