import { act, screen, waitFor } from '@testing-library/react';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import { renderWithProviders } from '@pitchside/shared-ui/test-utils';
import { INLINE_SETTINGS_ID, MaintenanceNotice, PUBLIC_SETTINGS_URL, readInlineSettings } from './maintenance-notice';
import { dismissalKey } from './maintenance-banner';

const MESSAGE = { en: 'Bookings pause tonight from 22:00 to 23:00 for maintenance.', fr: 'Les réservations sont suspendues ce soir de 22 h à 23 h.', ar: 'تتوقف الحجوزات الليلة من 22:00 إلى 23:00 للصيانة.' };

function settings(banner: Partial<PublicPlatformSettings['maintenanceBanner']> = {}): PublicPlatformSettings {
  return {
    maintenanceBanner: { enabled: true, message: MESSAGE, ...banner },
    companyRegistrationOpen: true,
    supportEmail: 'support@pitchside.test',
  };
}

/** The banner's message, once its code has loaded. */
const findBanner = () => screen.findByRole('status');
const messageOf = (banner: HTMLElement) => banner.querySelector('[lang]');

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the maintenance banner', () => {
  it('shows the message of the page’s language, marked with its language and direction', async () => {
    renderWithProviders(<MaintenanceNotice settings={settings()} />, { language: 'fr' });
    const banner = await findBanner();
    expect(banner).toHaveTextContent(MESSAGE.fr);
    expect(banner).not.toHaveTextContent(MESSAGE.en);
    expect(messageOf(banner)).toHaveAttribute('lang', 'fr');
    expect(messageOf(banner)).toHaveAttribute('dir', 'ltr');
  });

  it('reads right to left in Arabic', async () => {
    renderWithProviders(<MaintenanceNotice settings={settings()} />, { language: 'ar' });
    const banner = await findBanner();
    expect(banner).toHaveTextContent(MESSAGE.ar);
    expect(messageOf(banner)).toHaveAttribute('lang', 'ar');
    expect(messageOf(banner)).toHaveAttribute('dir', 'rtl');
  });

  it('falls back to the English message when the page’s language has none', async () => {
    renderWithProviders(<MaintenanceNotice settings={settings({ message: { ...MESSAGE, ar: '  ' } })} />, { language: 'ar' });
    const banner = await findBanner();
    expect(banner).toHaveTextContent(MESSAGE.en);
    // English inside an Arabic page: its own language and direction.
    expect(messageOf(banner)).toHaveAttribute('lang', 'en');
    expect(messageOf(banner)).toHaveAttribute('dir', 'ltr');
  });

  it('shows nothing when the banner is off, even with a message', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { container } = renderWithProviders(<MaintenanceNotice settings={settings({ enabled: false })} />);
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(MESSAGE.en);
    // The page came with the settings: nothing to fetch.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hides the message for the rest of the session once dismissed, and shows a new message again', async () => {
    const first = renderWithProviders(<MaintenanceNotice settings={settings()} />);
    await findBanner();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(dismissalKey(MESSAGE))).toBe('1');
    first.unmount();

    // The next page of the session: the same message stays hidden, a new one shows.
    const changed = { ...MESSAGE, en: 'Bookings pause on Sunday morning instead.' };
    renderWithProviders(
      <>
        <MaintenanceNotice settings={settings()} />
        <MaintenanceNotice settings={settings({ message: changed })} />
      </>,
    );
    const banners = await screen.findAllByRole('status');
    expect(banners).toHaveLength(1);
    expect(banners[0]).toHaveTextContent(changed.en);
    expect(screen.queryByText(MESSAGE.en)).not.toBeInTheDocument();
  });

  it('asks the API for the settings when the page came without them', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ success: true, data: settings() }));
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<MaintenanceNotice />);
    expect(await findBanner()).toHaveTextContent(MESSAGE.en);
    expect(fetchSpy).toHaveBeenCalledWith(PUBLIC_SETTINGS_URL);
  });

  it('shows nothing, and breaks nothing, when the settings cannot be fetched', async () => {
    const fetchSpy = vi.fn(async () => new Response('<!doctype html>', { status: 502 }));
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<MaintenanceNotice />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the settings inlined in the page', () => {
  afterEach(() => document.getElementById(INLINE_SETTINGS_ID)?.remove());

  const inline = (text: string) => {
    const script = document.createElement('script');
    script.id = INLINE_SETTINGS_ID;
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  };

  it('are read from their script element', () => {
    inline(JSON.stringify(settings()));
    expect(readInlineSettings()).toEqual(settings());
  });

  it('are absent from a plain index.html, or when unreadable', () => {
    expect(readInlineSettings()).toBeUndefined();
    inline('{"maintenanceBanner":');
    expect(readInlineSettings()).toBeUndefined();
  });
});
