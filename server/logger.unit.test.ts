import { describe, expect, it } from 'vitest';
import { capturedLogger } from './test/captured-log.ts';

describe('logger redaction', () => {
  it('masks passwords, tokens, cookies, Authorization headers and reset links wherever they are logged', () => {
    const { logger, text } = capturedLogger('info');
    logger.info({ password: 'senha-secreta-1', token: 'tok-abc' }, 'top level');
    logger.info(
      { input: { password: 'senha-secreta-2', passwordConfirmation: 'senha-secreta-2' } },
      'one down',
    );
    logger.info({ req: { headers: { authorization: 'Bearer tok-def', cookie: 'bancada_session=sess-1' } } });
    logger.info({ headers: { 'set-cookie': 'bancada_session=sess-2; HttpOnly' } });
    logger.info({ to: 'a@b.co', link: 'http://x/reset-password?email=a&token=tok-ghi' }, 'mail');
    logger.info('link http://x/reset-password?email=a%40b.co&token=tok-jkl in a message');
    logger.warn({ err: new Error('upstream said Bearer tok-mno for /reset?token=tok-pqr') }, 'failure');
    const out = text();
    for (const secret of ['senha-secreta', 'tok-', 'sess-']) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
    // What is not secret stays readable.
    expect(out).toContain('a@b.co');
    expect(out).toContain('one down');
  });
});
