import { describe, expect, it } from 'vitest';
import { allowedOriginSet, corsFor } from './cors.ts';

const request = (origin?: string) => ({
  headers: { get: (name: string) => (name === 'origin' ? (origin ?? null) : null) },
});

describe('allowed origins', () => {
  it('are the origins as browsers send them: scheme, host and port, without a path or default port', () => {
    const allowed = allowedOriginSet([
      'https://bancada.example/',
      'http://localhost:5173',
      'https://a.example:443',
    ]);
    expect([...allowed]).toEqual(['https://bancada.example', 'http://localhost:5173', 'https://a.example']);
  });

  it('never hold the null origin of sandboxed pages', () => {
    expect(() => allowedOriginSet(['file:///tmp/page.html'])).toThrow(/not an origin/);
  });

  it('are the only ones CORS grants, with credentials', () => {
    const cors = corsFor(allowedOriginSet(['https://bancada.example']));
    expect(cors(request('https://bancada.example'))).toMatchObject({
      origin: 'https://bancada.example',
      credentials: true,
    });
    expect(cors(request('https://evil.example'))).toBe(false);
    expect(cors(request('null'))).toBe(false);
    expect(cors(request())).toBe(false);
  });
});
