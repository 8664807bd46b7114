import { act, screen } from '@testing-library/react';
import { noteApiAnswer } from '@pitchside/shared-api/client/offline-data';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { SavedCopyNotice } from './saved-copy-notice';

const api = fakeApiForFile();

describe('SavedCopyNotice', () => {
  it("says when the booking shown is the device's copy, and when it was fetched, until a fresh answer comes", async () => {
    renderPage(<SavedCopyNotice path="bookings/b-7" />, { store: api.createStore(), language: 'fr' });
    const title = 'Enregistré sur cet appareil';
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    act(() => noteApiAnswer('http://localhost/api/v1/bookings/b-7', '2026-11-28T09:05:00.000Z'));
    const notice = (await screen.findByText(title)).closest('[role="status"]');
    expect(notice).toHaveTextContent(/28 nov\.? 2026/);
    act(() => noteApiAnswer('http://localhost/api/v1/bookings/b-7', null));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });
});
