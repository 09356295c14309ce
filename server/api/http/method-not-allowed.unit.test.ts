import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowedMethodsOf, pathWithinApp } from './method-not-allowed.ts';

/** An app built as the API's role builds its own: routes of sub-apps, middleware, a catch-all, mounted. */
function app(extra?: (api: Hono) => void) {
  const api = new Hono();
  api.use(async (_c, next) => next());
  const routes = new Hono();
  routes.get('/user', (c) => c.text('user'));
  routes.delete('/user/delete', (c) => c.text('deleted'));
  routes.get('/account/balance/:active{[01]}', (c) => c.text('list'));
  routes.post('/account/balance/:id', (c) => c.text('update'));
  routes.get('/wagers/stats', (c) => c.text('stats'));
  routes.get('/wagers/:id', (c) => c.text('wager'));
  api.route('/', routes);
  extra?.(api);
  const allowed = allowedMethodsOf(api.routes);
  api.all('*', (c) => c.json({ path: pathWithinApp(c), allowed: allowed(pathWithinApp(c)) }, 404));
  const outer = new Hono();
  outer.route('/api', api);
  return { api, outer, allowed };
}

describe('allowedMethodsOf', () => {
  it('reads the methods of every route matching a path; middleware and catch-alls name none', () => {
    const { allowed } = app();
    expect(allowed('/user')).toEqual(['GET', 'HEAD']);
    expect(allowed('/user/delete')).toEqual(['DELETE']);
    expect(allowed('/account/balance/1')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowed('/account/balance/7')).toEqual(['POST']);
    expect(allowed('/wagers/stats')).toEqual(['GET', 'HEAD']);
    expect(allowed('/nao/existe')).toEqual([]);
    expect(allowed('/')).toEqual([]);
  });

  it('knows a route added after it was made: the table is read from the routes on first use', () => {
    const { allowed } = app((api) => api.put('/user', (c) => c.text('put')));
    expect(allowed('/user')).toEqual(['GET', 'HEAD', 'PUT']);
  });

  it('looks the path up within the mounted app', async () => {
    const { outer } = app();
    const answer = await outer.request('/api/user/delete', { method: 'GET' });
    expect(await answer.json()).toEqual({ path: '/user/delete', allowed: ['DELETE'] });
    const root = await outer.request('/api', { method: 'GET' });
    expect(await root.json()).toEqual({ path: '/', allowed: [] });
  });
});
