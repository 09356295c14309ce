import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiAndBff, type ApiAndBff } from '../../test/api-and-bff.ts';

// Through the whole process, as a browser reaches it: the BFF calls the API over loopback, so unless it
// forwards the client's address every sign-in would share the API's per-address throttling bucket.
describe('sign-in throttling through the BFF', () => {
  let server: ApiAndBff;
  beforeAll(async () => {
    server = await startApiAndBff('bancada-bff-ip', { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = async (email: string, password: string, from: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        query:
          'mutation($input: LoginInput!) { login(input: $input) { errors { code message retryAfter } } }',
        variables: { input: { email, password } },
      }),
    });
    return (
      (await response.json()) as {
        data: { login: { errors: { code: string; message: string; retryAfter: number | null }[] } };
      }
    ).data.login;
  };

  it('slows down the address that made the attempts, not everyone behind the BFF', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await login('demo@bancada.com.br', 'errada', '203.0.113.7');
      expect(wrong.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const early = await login('demo@bancada.com.br', 'bancada123', '203.0.113.7');
    expect(early.errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas de login. Aguarde 1 segundo e tente novamente.',
      retryAfter: 1,
    });
    const other = await login('demo@bancada.com.br', 'bancada123', '203.0.113.8');
    expect(other.errors).toEqual([]);
  });
});
