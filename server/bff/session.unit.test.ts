import { describe, expect, it } from 'vitest';
import { credentialOf } from './session.ts';

const withAuthorization = (value: string) =>
  new Request('http://bff/graphql', { headers: { authorization: value } });

describe('the credential of a request', () => {
  it('reads repeated Authorization headers, joined, as a malformed bearer: never as either token', () => {
    expect(credentialOf(withAuthorization('Bearer a'))).toEqual({ bearer: 'a', malformedBearer: false });
    // What graphql-route.ts hands Yoga for two Authorization headers.
    expect(credentialOf(withAuthorization('Bearer a, Bearer b'))).toEqual({ malformedBearer: true });
  });
});
