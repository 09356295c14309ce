import { describe, expect, it } from 'vitest';
import { startingUpAnswer } from './start.ts';

describe('the answer before the roles are mounted', () => {
  it('says /graphql is unavailable as GraphQL errors are said, with a code and when to try again', () => {
    const answer = startingUpAnswer('/graphql?query=%7B__typename%7D', true);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: 'Iniciando, tente novamente.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  });

  it('answers the REST routes with their message, and /healthz as up', () => {
    const api = startingUpAnswer('/api/user', true);
    expect([api.status, api.headers['retry-after'], JSON.parse(api.body)]).toEqual([
      503,
      '1',
      { message: 'Iniciando, tente novamente.', code: 'SERVICE_UNAVAILABLE' },
    ]);
    // Without the BFF role, /graphql is nobody's route: the same answer as any other path.
    expect(JSON.parse(startingUpAnswer('/graphql', false).body)).toEqual({
      message: 'Iniciando, tente novamente.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const health = startingUpAnswer('/healthz', true);
    expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
  });
});
