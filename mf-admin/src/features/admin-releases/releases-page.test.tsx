import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { RELEASE_ERROR_CODES, RELEASE_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import { remoteReleases } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { ReleasesPage } from './releases-page';

const api = fakeApiForFile();

const render = (language?: 'en' | 'fr') => renderPage(<ReleasesPage />, { store: createTestStore(api.baseUrl), language });
const auth = () => within(screen.getByRole('region', { name: 'Sign-in and account' }));
const activations = () => api.calls('POST admin/remotes/:name/activate');

/** Serves the releases and makes an activated version the active one, as the API does. */
function serveReleases() {
  let current = remoteReleases();
  api.on('GET admin/remotes', () => ok(current));
  api.on('POST admin/remotes/:name/activate', ({ params, body }) => {
    const version = (body as { version: string }).version;
    current = {
      ...current,
      remotes: current.remotes.map((remote) => (remote.name === params.name
        ? { ...remote, activeVersion: version, activeContract: remote.versions.find((v) => v.version === version)?.contract ?? null }
        : remote)),
    };
    return ok(current.remotes.find((remote) => remote.name === params.name));
  });
}

describe('Admin ReleasesPage (/admin/releases)', () => {
  it("shows each remote's active version and its published versions, newest first, with whether the shell can load them", async () => {
    serveReleases();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'App releases' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the releases' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sign-in and account' });
    expect(screen.getByText(/^The shell of this deployment speaks contract 1\.0\.0/)).toBeInTheDocument();
    expect(auth().getByText('mf_auth')).toBeInTheDocument();
    expect(auth().getByText('Active version').nextElementSibling).toHaveTextContent('1.0.0-abc');
    expect(auth().getByText('Its contract').nextElementSibling).toHaveTextContent('1.0.0');

    const rows = within(auth().getByRole('table', { name: 'Published versions of Sign-in and account' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2.0.0-new', '1.0.0-def', '1.0.0-abc', '0.9.0-old']);
    const [newest, next, active, oldest] = rows;
    expect(newest).toHaveTextContent('Incompatible');
    expect(newest).toHaveTextContent('Mar 5, 2026');
    const blocked = within(newest!).getByRole('button', { name: 'Activate 2.0.0-new' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Built for contract 2.0.0; the shell speaks 1.0.0.');
    expect(next).toHaveTextContent('Compatible');
    expect(within(next!).getByRole('button', { name: 'Activate 1.0.0-def' })).toBeEnabled();
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('In use');
    expect(within(active!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(oldest!).getByRole('button', { name: 'Activate 0.9.0-old' })).toBeDisabled();
    expect(within(oldest!).getByRole('button', { name: 'Activate 0.9.0-old' }))
      .toHaveAccessibleDescription('It does not say which contract it speaks, so the shell cannot load it.');
    expect(oldest).toHaveTextContent('Unknown');

    const admin = within(screen.getByRole('region', { name: 'Admin panel' }));
    expect(admin.getByText('Active version').nextElementSibling).toHaveTextContent('none');
    expect(admin.getByText('No version published yet.')).toBeInTheDocument();
  });

  it('activates a compatible version after a confirmation naming the change, and says the next page load uses it', async () => {
    serveReleases();
    const { user } = render();
    await screen.findByRole('region', { name: 'Sign-in and account' });
    await user.click(auth().getByRole('button', { name: 'Activate 1.0.0-def' }));
    let dialog = within(screen.getByRole('alertdialog', { name: 'Activate version 1.0.0-def of Sign-in and account?' }));
    expect(dialog.getByText('mf_auth: 1.0.0-abc → 1.0.0-def')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The next page load uses it; pages already open keep the version they loaded.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activations()).toHaveLength(0);

    await user.click(auth().getByRole('button', { name: 'Activate 1.0.0-def' }));
    dialog = within(screen.getByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('mf_auth 1.0.0-def is active: the next page load uses it')).toBeInTheDocument();
    expect(activations().map((call) => [call.params.name, call.body])).toEqual([['mf_auth', { version: '1.0.0-def' }]]);
    // Read again: the new version is the active one, the old one can be activated back.
    await waitFor(() => expect(auth().getByText('Active version').nextElementSibling).toHaveTextContent('1.0.0-def'));
    expect(auth().getByRole('button', { name: 'Activate 1.0.0-abc' })).toBeEnabled();
    expect(auth().queryByRole('button', { name: 'Activate 1.0.0-def' })).not.toBeInTheDocument();
  });

  it("says the API's 409 (in the reader's language, the contracts named) and reads the releases again", async () => {
    serveReleases();
    api.on('POST admin/remotes/:name/activate', [
      fail(409, RELEASE_MESSAGES.alreadyActive, RELEASE_ERROR_CODES.alreadyActive),
      fail(409, RELEASE_MESSAGES.incompatible('2.0.0', '1.0.0'), RELEASE_ERROR_CODES.incompatible),
    ]);
    const { user } = render('fr');
    const card = within(await screen.findByRole('region', { name: 'Connexion et compte' }));
    await user.click(card.getByRole('button', { name: 'Activer 1.0.0-def' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Cette version est déjà la version active')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET admin/remotes')).toHaveLength(2));

    await user.click(card.getByRole('button', { name: 'Activer 1.0.0-def' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activer' }));
    // Said in an error toast (the version's own row says the same of the version built for contract 2).
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent))
      .toContain('Construite pour le contrat 2.0.0 ; le shell parle le 1.0.0.'));
    expect(activations()).toHaveLength(2);
  });

  it("says the API's 404", async () => {
    serveReleases();
    api.on('POST admin/remotes/:name/activate', fail(404, RELEASE_MESSAGES.unknownVersion, 'NOT_FOUND'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Activate 1.0.0-def' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This version of the remote was never published')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activations()).toHaveLength(1);
  });

  it('offers a retry when the releases cannot be read', async () => {
    api.on('GET admin/remotes', fail(403, 'Forbidden', 'FORBIDDEN'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the releases');
    serveReleases();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sign-in and account' })).toBeInTheDocument();
  });
});
