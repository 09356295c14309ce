import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createMailer } from './mail.ts';

describe('the outbox mailer', () => {
  let dataDir: string;
  const mailer = () =>
    createMailer({ from: 'Bancada <nao-responda@bancada.test>', dataDir, logger: createLogger('silent') });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-mail-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message whole under a name of its own, all of them in one millisecond to one address', async () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const count = 12;
    const outbox = mailer();
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        outbox.send({ to: 'caixa@teste.com.br', subject: `Mensagem ${i}`, text: `corpo número ${i}` }),
      ),
    );
    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    // The first takes the millisecond, each other one the next free stamp; no draft is left.
    expect(files).toEqual(Array.from({ length: count }, (_, i) => `${now + i}-caixa@teste.com.br.eml`));
    const subjects = new Set<string>();
    for (const file of files) {
      const text = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
      subjects.add(/^Subject: (.*)$/m.exec(text)?.[1] ?? '');
      expect(text).toMatch(/corpo n=C3=BAmero \d+/);
    }
    expect(subjects.size).toBe(count);
  });

  it("keeps its mails, which hold reset links, from the machine's other users, in an outbox made before too", async () => {
    await mkdir(path.join(dataDir, 'outbox'));
    await chmod(path.join(dataDir, 'outbox'), 0o755);
    await mailer().send({ to: 'caixa@teste.com.br', subject: 'Redefinir senha', text: 'link' });
    const outbox = path.join(dataDir, 'outbox');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const [file] = await readdir(outbox);
    expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
  });
});
