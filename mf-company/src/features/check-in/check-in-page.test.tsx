import { act, screen, within } from '@testing-library/react';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { booking } from '../../testing/bookings';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { CheckInPage } from './check-in-page';

// The decoder is played by a fake: a test makes it "read" a text; real video is never decoded here.
const decoder = vi.hoisted(() => ({ created: 0, read: (_text: string) => undefined as void, stop: vi.fn() }));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    constructor() {
      decoder.created += 1;
    }
    async decodeFromStream(_stream: unknown, _video: unknown, callback: (result: { getText: () => string } | undefined) => void) {
      decoder.read = (text) => callback({ getText: () => text });
      return { stop: decoder.stop };
    }
  },
}));

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterEach(() => {
  api.reset();
  decoder.created = 0;
  decoder.stop.mockReset();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});
afterAll(() => api.close());

/** Gives the page a camera API whose getUserMedia does `getUserMedia`. */
function stubCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
}
const fakeStream = () => {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] }, track };
};

const render = (role: Role = 'EMPLOYEE', permissions: Permission[] = ['SCAN_QR_CODES'], language: LanguageCode = 'en') =>
  renderPage(<CheckInPage />, {
    store: signIn(createTestStore(api.baseUrl), role, permissions), path: '/company/check-in', route: '/company/check-in', language,
  });
const result = () => screen.getByRole('status', { name: 'Check-in result' });
const CHECKED_IN = booking(1, { checkedInAt: '2026-03-14T21:52:00.000Z' });

describe('CheckInPage by confirmation code', () => {
  it('checks a booking in and shows who, where and when, large; "Scan next" clears it', async () => {
    api.on('POST checkins', ok(CHECKED_IN));
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Confirmation code/ });
    await user.type(code, 'abcd-2341');
    expect(code).toHaveValue('ABCD2341');
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await within(result()).findByRole('heading', { name: 'Checked in' })).toBeInTheDocument();
    expect(result()).toHaveTextContent('Jane Doe');
    expect(result()).toHaveTextContent('Centre Court');
    expect(result()).toHaveTextContent('Sat, Mar 14, 2026, 18:00–19:30 (EDT)');
    expect(result()).toHaveTextContent('Group of 8');
    expect(result()).toHaveTextContent('Checked in at 17:52');
    expect(api.calls('POST checkins').map((request) => request.body)).toEqual([{ confirmationCode: 'ABCD2341' }]);
    expect(code).toHaveValue('');

    await user.click(within(result()).getByRole('button', { name: 'Scan next' }));
    expect(result()).toBeEmptyDOMElement();
    expect(code).toHaveFocus();
  });

  it('shows one outcome after another where scrolling into view answers a promise (as Chromium does)', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => Promise.resolve() as unknown as undefined);
    try {
      let attempts = 0;
      api.on('POST checkins', () => ((attempts += 1) === 1 ? ok(CHECKED_IN) : fail(409, 'This booking has already been checked in.', 'ALREADY_CHECKED_IN')));
      const { user } = render();
      const code = screen.getByRole('textbox', { name: /Confirmation code/ });
      await user.type(code, 'ABCD2341');
      await user.click(screen.getByRole('button', { name: 'Check in' }));
      expect(await within(result()).findByRole('heading', { name: 'Checked in' })).toBeInTheDocument();

      await user.type(code, 'ABCD2341');
      await user.click(screen.getByRole('button', { name: 'Check in' }));
      expect(await within(result()).findByRole('heading', { name: 'Not checked in' })).toBeInTheDocument();
      expect(result()).toHaveTextContent('This booking has already been checked in.');
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('asks for the 8-character code before sending anything', async () => {
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Confirmation code/ }), 'ABC12');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Confirmation code/ })).toHaveAccessibleDescription(/Enter the 8-character confirmation code/);
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['ALREADY_CHECKED_IN', 409, 'This booking has already been checked in.', 'This booking has already been checked in.'],
    ['CHECK_IN_NOT_OPEN', 409, 'Check-in opens 45 minutes before the start.', 'Check-in opens 45 minutes before the start.'],
    ['CHECK_IN_CLOSED', 409, 'This booking has ended: check-in is closed.', 'This booking has ended: check-in is closed.'],
    ['BOOKING_CANCELLED', 409, 'This booking was cancelled.', 'This booking was cancelled.'],
    ['INVALID_BOOKING_STATE', 409, 'This booking is not confirmed yet.', 'This booking is not confirmed yet.'],
    ['INVALID_PASS', 400, 'This pass is not valid.', 'This pass is not valid.'],
    ['NOT_FOUND', 404, 'Booking not found', 'Booking not found'],
  ])('shows the refusal %s with its text', async (code, status, message, shown) => {
    api.on('POST checkins', fail(status, message, code));
    const { user } = render();
    const input = screen.getByRole('textbox', { name: /Confirmation code/ });
    await user.type(input, 'ABCD2341');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(result()).findByRole('heading', { name: 'Not checked in' })).toBeInTheDocument();
    expect(result()).toHaveTextContent(shown);
    // The code stays, to correct a typo.
    expect(input).toHaveValue('ABCD2341');
  });

  it('words the refusals in the reader’s language', async () => {
    api.on('POST checkins', fail(409, 'Check-in opens 30 minutes before the start.', 'CHECK_IN_NOT_OPEN'));
    const { user } = render('EMPLOYEE', ['SCAN_QR_CODES'], 'fr');
    await user.type(screen.getByRole('textbox', { name: /Code de confirmation/ }), 'ABCD2341');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’enregistrement ouvre 30 minutes avant le début.')).toBeInTheDocument();
  });

  it('says it is checking while the answer is on its way', async () => {
    api.on('POST checkins', { ...ok(CHECKED_IN), delay: 300 });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Confirmation code/ }), 'ABCD2341');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(result()).toHaveTextContent('Checking…');
    expect(result()).toHaveAttribute('aria-busy', 'true');
    expect(await within(result()).findByRole('heading', { name: 'Checked in' })).toBeInTheDocument();
  });
});

describe('CheckInPage camera', () => {
  it('says how to allow the camera when access is blocked, and offers to try again', async () => {
    stubCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Camera access is blocked');
    expect(alert).toHaveTextContent('open the site settings (the icon beside the address bar), set Camera to Allow, then press Try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The decoder is not even fetched when there is no camera to read from.
    expect(decoder.created).toBe(0);
  });

  it('says when the browser offers no camera at all', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera available here');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when no camera is connected', async () => {
    stubCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('waits for the permission prompt, and can be stopped meanwhile', async () => {
    const { stream, track } = fakeStream();
    let grant: (value: unknown) => void = () => undefined;
    stubCamera(() => new Promise((resolve) => (grant = resolve)));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(screen.getByText(/Waiting for permission to use the camera/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
    // Permission given after the stop: the camera is released at once, never used.
    await act(async () => grant(stream));
    expect(track.stop).toHaveBeenCalled();
    expect(decoder.created).toBe(0);
  });

  it('checks in the pass it reads, once, and ignores the same pass right after "Scan next"', async () => {
    const { stream, track } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    api.on('POST checkins', ok(CHECKED_IN));
    const { user } = render();
    expect(decoder.created).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText('Scanning: hold the pass steady in the frame.')).toBeInTheDocument();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });

    const pass = `${CHECKED_IN.id}.c2lnbmF0dXJlLW9mLXRoZS1wYXNz`;
    act(() => {
      decoder.read(pass);
      decoder.read(pass);
    });
    expect(await within(result()).findByRole('heading', { name: 'Checked in' })).toBeInTheDocument();
    act(() => decoder.read(pass));
    expect(api.calls('POST checkins').map((request) => request.body)).toEqual([{ token: pass }]);

    await user.click(within(result()).getByRole('button', { name: 'Scan next' }));
    act(() => decoder.read(pass));
    expect(result()).toBeEmptyDOMElement();
    act(() => decoder.read('hello'));
    expect(await within(result()).findByText('This pass is not valid.')).toBeInTheDocument();
    expect(api.calls('POST checkins')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(decoder.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('CheckInPage permissions', () => {
  it('tells an employee without SCAN_QR_CODES they have no permission', () => {
    render('EMPLOYEE', ['MANAGE_RESERVATIONS']);
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start camera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Confirmation code/ })).not.toBeInTheDocument();
  });

  it('opens the desk to an owner', () => {
    render('COMPANY_OWNER', []);
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Confirmation code/ })).toBeInTheDocument();
  });
});
