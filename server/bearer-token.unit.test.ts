import { describe, expect, it } from 'vitest';
import { bearerTokenOf, secretTokenCheck } from './bearer-token.ts';

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer header, the scheme in any case', () => {
    expect(bearerTokenOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerTokenOf('bearer   abc ')).toBe('abc');
  });

  it('reads nothing from another scheme, an empty token or no header', () => {
    const tooLong = `Bearer ${'a'.repeat(513)}`;
    expect(bearerTokenOf(`Bearer ${'a'.repeat(512)}`)).toHaveLength(512);
    for (const header of ['Basic YWJj', 'Bearer', 'Bearer ', 'Bearer a b', tooLong, '', null, undefined]) {
      expect(bearerTokenOf(header), String(header)).toBeUndefined();
    }
  });
});

describe('secretTokenCheck', () => {
  it('accepts the secret alone', () => {
    const check = secretTokenCheck('segredo');
    expect(check('segredo')).toBe(true);
    for (const sent of ['segred', 'segredo!', 'SEGREDO', '', undefined])
      expect(check(sent), sent).toBe(false);
  });
});
