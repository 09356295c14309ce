import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_REASONS } from '../../i18n/bff.ts';
import { closeReason } from './sockets.ts';

describe('graphql-ws close reasons', () => {
  it('writes graphql-ws’s reasons in pt-BR, the id-bearing one too, and leaves others as they are', () => {
    expect(closeReason('Forbidden')).toBe('Conexão recusada: autorização ausente ou inválida.');
    expect(closeReason('Subscriber for abc\ndef already exists')).toBe(SOCKET_CLOSE_REASONS.subscriberExists);
    expect(closeReason('Mensagem inválida.')).toBe('Mensagem inválida.');
  });

  it('keeps every reason within the 123 bytes a WebSocket close frame allows', () => {
    for (const reason of Object.values(SOCKET_CLOSE_REASONS))
      expect(Buffer.byteLength(reason, 'utf8'), reason).toBeLessThanOrEqual(123);
  });
});
