import { describe, expect, it } from 'vitest';
import { strictUtf8 } from './strict-utf8.ts';

describe('strictUtf8', () => {
  it('reads UTF-8 and refuses bytes that are not, call after call', () => {
    expect(strictUtf8(Buffer.from('{"nome":"João"}'))).toBe('{"nome":"João"}');
    expect(strictUtf8(Buffer.from('{"nome":"Jo\xe3o"}', 'latin1'))).toBeUndefined();
    // A refusal leaves nothing behind for the next body.
    expect(strictUtf8(new TextEncoder().encode('ação').buffer)).toBe('ação');
    expect(strictUtf8(new Uint8Array())).toBe('');
  });
});
