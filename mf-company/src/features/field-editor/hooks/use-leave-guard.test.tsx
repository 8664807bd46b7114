import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from '@pitchside/shared-ui/router';
import { renderWithProviders } from '@pitchside/shared-ui/test-utils';
import { useLeaveGuard } from './use-leave-guard';

function Form() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  return (
    <>
      <label>
        Name
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {guard.pending && (
        <div role="alertdialog" aria-label="Discard changes?">
          <button type="button" onClick={guard.stay}>
            Keep editing
          </button>
          <button type="button" onClick={guard.proceed}>
            Discard
          </button>
        </div>
      )}
    </>
  );
}

/** The real browser history (jsdom's), as in the shell: BrowserRouter, not a memory router. */
function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/list" element={<Link to="/edit">New</Link>} />
        <Route path="/edit" element={<Form />} />
      </Routes>
    </BrowserRouter>
  );
}


describe('useLeaveGuard with the browser history', () => {
  // A fresh entry: going back from the form lands here, whatever earlier tests left in the history.
  beforeEach(() => window.history.pushState(null, '', '/list'));

  it('holds the browser Back button while there is unsaved work, then goes back on Discard', async () => {
    const { user } = renderWithProviders(<App />);
    await user.click(screen.getByRole('link', { name: 'New' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Court');

    act(() => window.history.back());
    // The step back is undone: still on the form, with the question asked.
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Court');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });

  it('lets Back through when nothing was entered', async () => {
    const { user } = renderWithProviders(<App />);
    await user.click(screen.getByRole('link', { name: 'New' }));
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
