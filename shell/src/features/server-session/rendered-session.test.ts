// Which server-rendered pages the browser hydrates (docs/adr/0036): a page rendered for the session it
// holds, or a signed-out page when it holds none; never another user's page or its answers.
import { INLINE_API_STATE_ID, INLINE_SESSION_ID, readRenderedState } from './rendered-session';

const USER = { id: 'u-1', email: 'ana@example.com', role: 'CUSTOMER', firstName: 'Ana', lastName: 'Diaz', emailVerified: true, companyId: null };
const ANSWERS = { queries: { 'getBooking("b-1")': { status: 'fulfilled', data: { id: 'b-1' } } }, mutations: {}, provided: { tags: {}, keys: {} } };

function documentWith({ session, apiState }: { session?: unknown; apiState?: unknown }) {
  document.body.innerHTML = [
    session === undefined ? '' : `<script id="${INLINE_SESSION_ID}" type="application/json">${JSON.stringify(session)}</script>`,
    apiState === undefined ? '' : `<script id="${INLINE_API_STATE_ID}" type="application/json">${JSON.stringify(apiState)}</script>`,
  ].join('');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readRenderedState', () => {
  it('hydrates a page rendered for the stored session, with its user and answers', () => {
    documentWith({ session: { user: USER }, apiState: ANSWERS });
    expect(readRenderedState('u-1')).toEqual({ hydrates: true, user: USER, apiState: ANSWERS });
  });

  it('gives the verification banner\'s state the page was rendered with, so the first render matches it', () => {
    const state = { verification: { needsVerification: true, isInGracePeriod: true, restriction: null } };
    documentWith({ session: { user: USER, reads: [], state }, apiState: ANSWERS });
    expect(readRenderedState('u-1').state).toEqual(state);
    expect(readRenderedState('u-2').state).toBeUndefined();
  });

  it('gives the reads behind the answers, for the offline worker\'s copies', () => {
    documentWith({ session: { user: USER, reads: ['/api/v1/bookings/b-1'] }, apiState: ANSWERS });
    expect(readRenderedState('u-1').reads).toEqual(['/api/v1/bookings/b-1']);
  });

  it('renders afresh a page rendered for another user, and leaves their answers out', () => {
    documentWith({ session: { user: USER }, apiState: ANSWERS });
    expect(readRenderedState('u-2')).toEqual({ hydrates: false });
  });

  it('renders afresh a signed-in page in a browser holding no session', () => {
    documentWith({ session: { user: USER }, apiState: ANSWERS });
    expect(readRenderedState(undefined)).toEqual({ hydrates: false });
  });

  it('hydrates a signed-out page only in a browser holding no session', () => {
    documentWith({ apiState: ANSWERS });
    expect(readRenderedState(undefined)).toEqual({ hydrates: true, user: undefined, apiState: ANSWERS });
    expect(readRenderedState('u-1')).toEqual({ hydrates: false });
  });

  it('treats an unreadable session as someone else\'s', () => {
    document.body.innerHTML = `<script id="${INLINE_SESSION_ID}" type="application/json">{not json</script>`;
    expect(readRenderedState('u-1').hydrates).toBe(false);
    documentWith({ session: { user: { name: 'no id' } } });
    expect(readRenderedState('u-1')).toEqual({ hydrates: false });
  });
});
