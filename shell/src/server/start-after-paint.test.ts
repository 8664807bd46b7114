import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// public/start-after-paint.js runs in the page before any of the app's code: it is plain script, run here
// against the document it reads and a clock whose tasks the test runs one at a time.
const SOURCE = readFileSync(join(import.meta.dirname, '../../public/start-after-paint.js'), 'utf8');

function runScript(language: string) {
  const tasks: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const script = document.createElement('script');
  script.setAttribute('data-src', '/main.0123456789.js');
  document.documentElement.lang = language;
  const fakeDocument = { currentScript: script, documentElement: document.documentElement, createElement: document.createElement.bind(document), body: document.body };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', SOURCE);
  run(
    fakeDocument,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => (delay === 0 ? tasks.push(callback) : undefined),
  );
  return { tasks, frames, entry: () => document.body.querySelector('script[src="/main.0123456789.js"]') };
}

describe('start-after-paint.js', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('adds the entry script after the first frame, then prepares the language’s formatting, one step per task', () => {
    const locales = vi.spyOn(Intl, 'Locale');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const { tasks, frames, entry } = runScript('fr');
    expect(entry()).toBeNull();

    frames.shift()?.();
    tasks.shift()?.();
    expect(entry()).not.toBeNull();
    // The entry's download is under way before any formatter is made.
    expect(locales).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();

    tasks.shift()?.();
    expect(locales).toHaveBeenCalledExactlyOnceWith('fr');
    expect(dates).not.toHaveBeenCalled();

    tasks.shift()?.();
    expect(dates).toHaveBeenCalledExactlyOnceWith('fr', { timeZone: 'UTC' });
    tasks.shift()?.();
    expect(dates).toHaveBeenLastCalledWith('fr', expect.objectContaining({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(numbers).not.toHaveBeenCalled();

    tasks.shift()?.();
    expect(numbers).toHaveBeenCalledExactlyOnceWith('fr', expect.objectContaining({ style: 'currency' }));

    tasks.shift()?.();
    expect(tasks).toHaveLength(0);
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });

  it('starts the app even when the language is one the engine refuses', () => {
    const { tasks, frames, entry } = runScript('not a language');
    frames.shift()?.();
    while (tasks.length > 0) tasks.shift()?.();
    expect(entry()).not.toBeNull();
  });
});
