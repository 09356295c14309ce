import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createMailer } from './mail.ts';

describe('the outbox mailer', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-mail-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message whole under its own name, same millisecond and address included, and leaves no draft', async () => {
    const mailer = createMailer({
      from: 'Bancada <nao-responda@bancada.test>',
      dataDir,
      logger: createLogger('silent'),
    });
    const count = 12;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        mailer.send({ to: 'caixa@teste.com.br', subject: `Mensagem ${i}`, text: `corpo número ${i}` }),
      ),
    );
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(count);
    const subjects = new Set<string>();
    for (const file of files) {
      expect(file).toMatch(/^\d+-caixa@teste\.com\.br\.eml$/);
      const text = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
      subjects.add(/^Subject: (.*)$/m.exec(text)?.[1] ?? '');
      expect(text).toMatch(/corpo n=C3=BAmero \d+/);
    }
    expect(subjects.size).toBe(count);
  });
});
