import { DEV_OVERRIDE_KEY, fetchRegistry, parseRegistry, remoteEntryUrl } from './registry';

const entry = { manifest: '/remotes/mf_auth/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc', contract: '1.0.0' };
const respond = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

describe('remote registry', () => {
  it('keeps well-formed entries and drops malformed ones', () => {
    const registry = parseRegistry({ remotes: { mf_auth: entry, mf_admin: { manifest: '' }, mf_company: 42 } });
    expect(Object.keys(registry.remotes)).toEqual(['mf_auth']);
  });

  it('refuses an entry built against another contract major, and keeps one of another minor', () => {
    const registry = parseRegistry({ remotes: { mf_auth: entry, mf_admin: { ...entry, contract: '2.0.0' } } }, '1.4.0');
    expect(Object.keys(registry.remotes)).toEqual(['mf_auth']);
    expect(registry.refused).toEqual({ mf_admin: '2.0.0' });
  });

  it("judges the entries by the shell's own contract", () => {
    const registry = parseRegistry({ remotes: { mf_auth: entry, mf_admin: { ...entry, contract: '99.0.0' } } });
    expect(Object.keys(registry.remotes)).toEqual(['mf_auth']);
    expect(registry.refused).toEqual({ mf_admin: '99.0.0' });
    expect(parseRegistry({ remotes: { mf_auth: entry } })).not.toHaveProperty('refused');
  });

  it('keeps the refusals of a registry read before (the one the server inlines in the page)', () => {
    const inlined = JSON.parse(JSON.stringify(parseRegistry({ remotes: { mf_auth: entry, mf_admin: { ...entry, contract: '99.0.0' } } }))) as unknown;
    expect(parseRegistry(inlined)).toEqual({ remotes: { mf_auth: entry }, refused: { mf_admin: '99.0.0' } });
    // An entry the shell speaks wins over a refusal carried with it.
    expect(parseRegistry({ remotes: { mf_auth: entry }, refused: { mf_auth: '99.0.0', mf_admin: 7 } })).toEqual({ remotes: { mf_auth: entry } });
  });

  it('refuses in a fetched registry too', async () => {
    const registry = await fetchRegistry(respond({ remotes: { mf_auth: { ...entry, contract: '99.0.0' } } }));
    expect(registry.remotes).toEqual({});
    expect(registry.refused).toEqual({ mf_auth: '99.0.0' });
  });

  it('rejects a document without remotes', () => {
    expect(() => parseRegistry({ nope: true })).toThrow('Remote registry is malformed');
  });

  it('fails when the registry cannot be fetched', async () => {
    await expect(fetchRegistry(respond({}, 503))).rejects.toThrow('503');
  });

  it('applies a development override of one remote', async () => {
    localStorage.setItem(DEV_OVERRIDE_KEY, JSON.stringify({ mf_auth: 'http://localhost:3001/mf-manifest.json' }));
    const registry = await fetchRegistry(respond({ remotes: { mf_auth: entry } }));
    expect(registry.remotes.mf_auth?.manifest).toBe('http://localhost:3001/mf-manifest.json');
    expect(registry.remotes.mf_auth?.version).toBe('dev');
  });
});

describe('remoteEntryUrl', () => {
  it('names the entry script published beside a manifest', () => {
    expect(remoteEntryUrl('/remotes/mf_auth/1.0.0-abc/mf-manifest.json')).toBe('/remotes/mf_auth/1.0.0-abc/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example/mf_auth/1.0.0-abc/mf-manifest.json?v=2')).toBe('https://cdn.example/mf_auth/1.0.0-abc/remoteEntry.js?v=2');
    expect(remoteEntryUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
  });

  it('leaves an entry script as it is', () => {
    expect(remoteEntryUrl('http://127.0.0.1:8080/remotes/mf_auth/1.0.0-abc/server/remoteEntry.js')).toBe(
      'http://127.0.0.1:8080/remotes/mf_auth/1.0.0-abc/server/remoteEntry.js',
    );
    expect(remoteEntryUrl('/remotes/not-mf-manifest.json.js')).toBe('/remotes/not-mf-manifest.json.js');
  });
});
