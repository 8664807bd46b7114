import { DEV_OVERRIDE_KEY, fetchRegistry, parseRegistry } from './registry';

const entry = { manifest: '/remotes/mf_auth/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc', contract: '1.0.0' };
const respond = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

describe('remote registry', () => {
  it('keeps well-formed entries and drops malformed ones', () => {
    const registry = parseRegistry({ remotes: { mf_auth: entry, mf_admin: { manifest: '' }, mf_company: 42 } });
    expect(Object.keys(registry.remotes)).toEqual(['mf_auth']);
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
