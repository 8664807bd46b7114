import { fail, ok, fakeApiForFile } from './fake-api.js';

const api = fakeApiForFile();

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${api.baseUrl}/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the fake API', () => {
  it('answers a route in the envelope, and 404 in the envelope for any other', async () => {
    api.on('GET fields', ok([1, 2]));
    expect(await call('GET', 'fields?page=2')).toEqual({ status: 200, body: { success: true, data: [1, 2] } });
    expect(await call('GET', 'bookings')).toEqual({ status: 404, body: { success: false, message: 'Resource not found', code: 'NOT_FOUND' } });
  });

  it('takes a leading slash or not, and `:name` segments that the handler reads', async () => {
    api.on('PATCH /notifications/:id/read', (request) => ok({ id: request.params.id, body: request.body }));
    api.on('PATCH notifications/all/read', ok('exact'));
    expect((await call('PATCH', 'notifications/n%201/read', { a: 1 })).body).toEqual({ success: true, data: { id: 'n 1', body: { a: 1 } } });
    expect((await call('PATCH', 'notifications/all/read')).body).toEqual({ success: true, data: 'exact' });
    expect(api.calls('PATCH notifications/:id/read')).toHaveLength(2);
    expect(api.calls('PATCH notifications/all/read')).toHaveLength(1);
  });

  it('gives several replies in turn, then the last one again', async () => {
    api.on('POST bookings', [fail(503, 'Busy', 'UNAVAILABLE'), ok('first'), ok('then')]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('POST', 'bookings', {})).status);
    expect(statuses).toEqual([503, 200, 200, 200]);
    expect((await call('POST', 'bookings', {})).body).toEqual({ success: true, data: 'then' });
  });

  it('records every request: path with its query, the parsed query, headers and body', async () => {
    api.on('POST fields/:id/images', ok(null));
    await call('POST', 'fields/f1/images?draft=true', { name: 'a' });
    const [request] = api.calls('POST fields/:id/images');
    expect(request).toMatchObject({ method: 'POST', path: 'fields/f1/images?draft=true', params: { id: 'f1' }, body: { name: 'a' } });
    expect(request?.query.get('draft')).toBe('true');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(api.history()).toEqual(['POST fields/f1/images']);
  });

  it('gives a store talking to it, and forgets answers and requests on reset', async () => {
    expect(api.createStore().getState()).toHaveProperty('auth');
    api.on('GET fields', ok([]));
    await call('GET', 'fields');
    api.reset();
    expect(api.requests).toHaveLength(0);
    expect((await call('GET', 'fields')).status).toBe(404);
  });
});
