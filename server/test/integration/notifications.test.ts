import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@pitchside/shared-api/contracts/notification';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, DEMO.admin);
});
afterAll(async () => { await t.close(); });

const call = (session: Session | { accessToken: string }, method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/notifications${url}`, headers: bearer(session), ...(payload ? { payload } : {}) });
const list = async (s: Session, query = '') => json<{ data: Notification[] }>(await call(s, 'GET', `/user/${s.userId}${query}`)).data;
const unread = async (s: Session) => json<{ data: { count: number } }>(await call(s, 'GET', `/user/${s.userId}/unread-count`)).data.count;
async function notify(userId: string, title: string, type = 'info') {
  const response = await call(admin, 'POST', '', { userId, type, title, message: `${title} message` });
  expect(response.statusCode).toBe(201);
  return json<{ data: Notification }>(response).data;
}

describe('notifications', () => {
  it('seeded accounts have welcome notifications, newest first', async () => {
    const s = await login(t.app, DEMO.customer);
    const items = await list(s);
    expect(items.length).toBe(3);
    expect(items[0]).toMatchObject({ type: 'promotion', isRead: false, readAt: null });
    const times = items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists with limit, offset and unreadOnly; counts unread', async () => {
    const s = await register(t.app);
    for (const title of ['one', 'two', 'three', 'four']) await notify(s.userId, title);
    expect((await list(s)).map((n) => n.title)).toEqual(['four', 'three', 'two', 'one']);
    expect((await list(s, '?limit=2&offset=1')).map((n) => n.title)).toEqual(['three', 'two']);
    const [latest] = await list(s);
    const read = await call(s, 'PATCH', `/${latest!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(json<{ data: Notification }>(read).data).toMatchObject({ isRead: true });
    expect(json<{ data: Notification }>(read).data.readAt).not.toBeNull();
    expect((await list(s, '?unreadOnly=true')).map((n) => n.title)).toEqual(['three', 'two', 'one']);
    expect(await unread(s)).toBe(3);
    expect((await call(s, 'GET', `/user/${s.userId}?limit=0`)).statusCode).toBe(400);
    expect((await call(s, 'GET', `/user/${s.userId}?unreadOnly=maybe`)).statusCode).toBe(400);
  });

  it('marks all read, never below zero unread, then deletes one and clears all', async () => {
    const s = await register(t.app);
    const a = await notify(s.userId, 'a');
    await notify(s.userId, 'b');
    const all = await call(s, 'PATCH', `/user/${s.userId}/mark-all-read`);
    expect(json<{ data: { count: number } }>(all).data.count).toBe(2);
    expect(await unread(s)).toBe(0);
    await call(s, 'PATCH', `/user/${s.userId}/mark-all-read`);
    expect(await unread(s)).toBe(0);
    expect((await call(s, 'DELETE', `/${a.id}`)).statusCode).toBe(200);
    expect((await call(s, 'DELETE', `/${a.id}`)).statusCode).toBe(404);
    expect((await list(s)).map((n) => n.title)).toEqual(['b']);
    const cleared = await call(s, 'DELETE', `/user/${s.userId}/clear-all`);
    expect(json<{ data: { count: number } }>(cleared).data.count).toBe(1);
    expect(await list(s)).toEqual([]);
  });

  it("never shows or changes another user's notifications", async () => {
    const victim = await register(t.app);
    const attacker = await register(t.app);
    const secret = await notify(victim.userId, 'private');
    for (const [method, url] of [
      ['GET', `/user/${victim.userId}`], ['GET', `/user/${victim.userId}/unread-count`], ['PATCH', `/user/${victim.userId}/mark-all-read`],
      ['DELETE', `/user/${victim.userId}/clear-all`], ['GET', `/preferences/${victim.userId}`],
    ] as const) {
      const response = await call(attacker, method, url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('private');
    }
    expect((await call(attacker, 'PUT', `/preferences/${victim.userId}`, { sms: true })).statusCode).toBe(403);
    for (const action of ['read', 'unread', 'archive', 'unarchive']) {
      expect((await call(attacker, 'PATCH', `/${secret.id}/${action}`)).statusCode, action).toBe(404);
    }
    expect((await call(attacker, 'PATCH', `/00000000-0000-4000-8000-000000000000/archive`)).statusCode).toBe(404);
    expect((await call(attacker, 'DELETE', `/${secret.id}`)).statusCode).toBe(404);
    expect((await list(victim)).map((n) => n.title)).toEqual(['private']);
    expect((await list(victim))[0]).toMatchObject({ isRead: false, archivedAt: null });
  });

  it('marks one unread again, and archives and unarchives it; archived ones leave the list and the count', async () => {
    const s = await register(t.app);
    const first = await notify(s.userId, 'first');
    const second = await notify(s.userId, 'second');
    await notify(s.userId, 'third');
    expect(await unread(s)).toBe(3);

    await call(s, 'PATCH', `/${first.id}/read`);
    const back = await call(s, 'PATCH', `/${first.id}/unread`);
    expect(back.statusCode).toBe(200);
    expect(json<{ data: Notification }>(back).data).toMatchObject({ id: first.id, isRead: false, readAt: null });
    expect(await unread(s)).toBe(3);

    const archived = await call(s, 'PATCH', `/${second.id}/archive`);
    expect(archived.statusCode).toBe(200);
    const archivedAt = json<{ data: Notification }>(archived).data.archivedAt;
    expect(archivedAt).not.toBeNull();
    // Archiving twice keeps the first time; archived and unread, it no longer counts.
    expect(json<{ data: Notification }>(await call(s, 'PATCH', `/${second.id}/archive`)).data.archivedAt).toBe(archivedAt);
    expect(await unread(s)).toBe(2);
    expect((await list(s)).map((n) => n.title)).toEqual(['third', 'first']);
    expect((await list(s, '?archived=true')).map((n) => n.title)).toEqual(['second']);
    expect((await list(s, '?archived=true'))[0]).toMatchObject({ isRead: false, archivedAt });
    expect((await list(s, '?archived=false')).map((n) => n.title)).toEqual(['third', 'first']);
    expect((await list(s, '?archived=true&unreadOnly=true')).map((n) => n.title)).toEqual(['second']);
    await call(s, 'PATCH', `/user/${s.userId}/mark-all-read`);
    expect(await unread(s)).toBe(0);
    expect((await list(s, '?archived=true'))[0]!.isRead).toBe(true);

    const restored = await call(s, 'PATCH', `/${second.id}/unarchive`);
    expect(json<{ data: Notification }>(restored).data).toMatchObject({ archivedAt: null, isRead: true });
    expect((await list(s)).map((n) => n.title)).toEqual(['third', 'second', 'first']);
    expect(await list(s, '?archived=true')).toEqual([]);
    expect((await call(s, 'PATCH', `/${second.id}/unarchive`)).statusCode).toBe(200);
    await call(s, 'PATCH', `/${second.id}/unread`);
    expect(await unread(s)).toBe(1);
  });

  it('filters the list by type, within the archived ones too', async () => {
    const s = await register(t.app);
    await notify(s.userId, 'pay 1', 'payment');
    const booking = await notify(s.userId, 'book 1', 'booking');
    await notify(s.userId, 'pay 2', 'payment');
    await notify(s.userId, 'book 2', 'booking');
    expect((await list(s, '?type=payment')).map((n) => n.title)).toEqual(['pay 2', 'pay 1']);
    expect((await list(s, '?type=booking&limit=1')).map((n) => n.title)).toEqual(['book 2']);
    expect(await list(s, '?type=promotion')).toEqual([]);
    await call(s, 'PATCH', `/${booking.id}/archive`);
    expect((await list(s, '?type=booking')).map((n) => n.title)).toEqual(['book 2']);
    expect((await list(s, '?type=booking&archived=true')).map((n) => n.title)).toEqual(['book 1']);
    expect((await list(s, '?type=payment&archived=true'))).toEqual([]);
    expect((await call(s, 'GET', `/user/${s.userId}?type=nonsense`)).statusCode).toBe(400);
    expect((await call(s, 'GET', `/user/${s.userId}?archived=maybe`)).statusCode).toBe(400);
  });

  it('only admins create notifications for others; anyone may send a test to themselves', async () => {
    const s = await register(t.app);
    const other = await register(t.app);
    const forOther = await call(s, 'POST', '', { userId: other.userId, title: 't', message: 'm' });
    expect(forOther.statusCode).toBe(403);
    const self = await call(s, 'POST', '/test', { userId: s.userId, type: 'reminder', title: 'Test', message: 'Hello' });
    expect(self.statusCode).toBe(201);
    expect((await call(s, 'POST', '/test', { userId: other.userId, title: 'Test', message: 'Hello' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '', { userId: '00000000-0000-4000-8000-000000000000', title: 't', message: 'm' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '', { userId: s.userId, type: 'nonsense', title: 't', message: 'm' })).statusCode).toBe(400);
  });

  it('reads and updates notification preferences', async () => {
    const s = await register(t.app);
    const got = json<{ data: Record<string, boolean> }>(await call(s, 'GET', `/preferences/${s.userId}`)).data;
    expect(got).toMatchObject({ email: true, sms: false, push: true, bookingReminders: true, promotions: false });
    const updated = await call(s, 'PUT', `/preferences/${s.userId}`, { promotions: true, sms: true });
    expect(json<{ data: Record<string, boolean> }>(updated).data).toMatchObject({ promotions: true, sms: true, email: true });
    expect((await call(s, 'PUT', `/preferences/${s.userId}`, { sms: 'yes' })).statusCode).toBe(400);
  });

  it('documents the live stream, its ticket, unread and archive in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> }>(
      await t.app.inject('/api/v1/docs/json'));
    for (const [path, method] of [
      ['/api/v1/notifications/stream-ticket', 'post'], ['/api/v1/notifications/stream', 'get'], ['/api/v1/notifications/{id}/unread', 'patch'],
      ['/api/v1/notifications/{id}/archive', 'patch'], ['/api/v1/notifications/{id}/unarchive', 'patch'],
    ] as const) expect(doc.paths[path], path).toHaveProperty([method]);
    expect(Object.keys(doc.paths['/api/v1/notifications/stream']!.get!.responses['200']!.content ?? {})).toEqual(['text/event-stream']);
  });

  it('rejects malformed ids and anonymous callers', async () => {
    const s = await register(t.app);
    expect((await call(s, 'PATCH', '/not-a-uuid/read')).statusCode).toBe(400);
    expect((await call(s, 'PATCH', '/not-a-uuid/archive')).statusCode).toBe(400);
    for (const action of ['unread', 'archive', 'unarchive']) {
      expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/notifications/00000000-0000-4000-8000-000000000000/${action}` })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: `/api/v1/notifications/user/${s.userId}` })).statusCode).toBe(401);
  });
});
