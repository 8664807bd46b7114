import { warmTargets } from './warm';

const ORIGIN = 'https://pitchside.example';

describe('what the first worker keeps of a page it did not load', () => {
  it('keeps hashed files and pointers of this origin, once each, and the page itself', () => {
    const { files, document } = warmTargets(
      [
        `${ORIGIN}/main.15277be22e.js`,
        `${ORIGIN}/chunks/startup.74e303274a.js`,
        `${ORIGIN}/chunks/startup.74e303274a.js#again`,
        `${ORIGIN}/remotes/mf_customer/1.0.0-7965e986cf/remoteEntry.js`,
        `${ORIGIN}/api/v1/bookings/1`,
        `${ORIGIN}/api/v1/auth/profile`,
        'https://tiles.example/1/2/3.png',
        'not a url at all: http://',
      ],
      `${ORIGIN}/bookings/1#pass`,
      ORIGIN,
    );
    expect(files).toEqual([
      { url: `${ORIGIN}/main.15277be22e.js`, kind: 'immutable' },
      { url: `${ORIGIN}/chunks/startup.74e303274a.js`, kind: 'immutable' },
      { url: `${ORIGIN}/remotes/mf_customer/1.0.0-7965e986cf/remoteEntry.js`, kind: 'pointer' },
    ]);
    expect(document).toBe(`${ORIGIN}/bookings/1`);
  });

  it('keeps no document of another origin or of the API', () => {
    expect(warmTargets([], 'https://elsewhere.example/', ORIGIN).document).toBeUndefined();
    expect(warmTargets([], `${ORIGIN}/api/v1/health`, ORIGIN).document).toBeUndefined();
    expect(warmTargets([], undefined, ORIGIN).document).toBeUndefined();
  });
});
