import { CloseCode } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_REASONS } from '../../i18n/bff.ts';
import { closeReason } from './sockets.ts';

describe('graphql-ws close reasons', () => {
  it('gives every close of graphql-ws’s a pt-BR reason by its code, whatever English it wrote', () => {
    expect(closeReason(CloseCode.Forbidden, 'Forbidden')).toBe(
      'Conexão recusada: autorização ausente ou inválida.',
    );
    expect(closeReason(CloseCode.SubscriberAlreadyExists, 'Subscriber for abc\ndef already exists')).toBe(
      SOCKET_CLOSE_REASONS.subscriberExists,
    );
    // A reworded reason of a later graphql-ws is still said in pt-BR.
    expect(closeReason(CloseCode.BadRequest, 'Message is malformed')).toBe(
      SOCKET_CLOSE_REASONS.invalidMessage,
    );
    // Every CloseCode a server closes with (4004, 4005 and 4504 are the client's own).
    const serverCodes = [4400, 4401, 4403, 4406, 4408, 4409, 4429, 4500];
    for (const code of serverCodes) expect(closeReason(code, 'English'), String(code)).not.toBe('English');
    // Codes graphql-ws does not close with keep their reason.
    expect(closeReason(1000, undefined)).toBeUndefined();
  });

  it('keeps every reason within the 123 bytes a WebSocket close frame allows', () => {
    for (const reason of Object.values(SOCKET_CLOSE_REASONS))
      expect(Buffer.byteLength(reason, 'utf8'), reason).toBeLessThanOrEqual(123);
  });
});
