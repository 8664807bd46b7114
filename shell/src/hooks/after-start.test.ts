import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its promise is made once per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('./after-start');
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('afterPageStart', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event, then settles once the browser is idle', async () => {
    const { afterPageStart } = await freshModule();
    const started = afterPageStart();
    expect(await settled(started)).toBe(false);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(await settled(started)).toBe(true);
    // Later calls (a later navigation) find it settled.
    expect(afterPageStart()).toBe(started);
  });

  it('settles at the first key press or tap, before the page has loaded', async () => {
    for (const type of ['keydown', 'pointerdown']) {
      const { afterPageStart } = await freshModule();
      const started = afterPageStart();
      expect(await settled(started)).toBe(false);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(started), type).toBe(true);
    }
  });

  it('is settled at once when the page has loaded already', async () => {
    readyState = 'complete';
    const { afterPageStart } = await freshModule();
    expect(await settled(afterPageStart())).toBe(true);
  });
});
