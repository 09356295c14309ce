import { constants } from 'node:fs';
import { copyFile, link, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';
import { privateDir } from '../../private-dir.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' writes .eml files for development and tests. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes DATA_DIR/outbox/<timestamp>-<to>.eml. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await privateDir(outbox);
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // A reader of the outbox must never find a message half written: it is written under a name no
      // reader looks for, then linked to its own name, which appears whole or not at all. Linked, not
      // renamed: a rename would replace a message already under that name.
      const draft = path.join(outbox, `.${randomUUID()}.draft`);
      let file: string;
      try {
        await writeFile(draft, info.message as Buffer, { mode: 0o600 });
        file = await placeUnderFreeName(draft, outbox, safeTo);
      } finally {
        await rm(draft, { force: true }).catch((error: unknown) => {
          options.logger.warn({ err: error, draft }, 'mail draft left in outbox');
        });
      }
      options.logger.info({ to: message.to, file }, 'mail written to outbox');
    },
  };
}

/** Places `draft` as `<ms>-<to>.eml`; two messages in the same millisecond to one address get the next stamp. */
async function placeUnderFreeName(draft: string, outbox: string, safeTo: string): Promise<string> {
  for (let stamp = Date.now(); ; stamp++) {
    const file = path.join(outbox, `${stamp}-${safeTo}.eml`);
    try {
      await placeAt(draft, file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Filesystems that refuse hard links (FAT, some network mounts) answer a link with one of these. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'ENOSYS']);

/**
 * A link to `draft` at `file`, failing with EEXIST when the name is taken. Where the folder has no hard
 * links the draft is copied instead, still refusing a taken name, but visible while the copy runs.
 */
async function placeAt(draft: string, file: string): Promise<void> {
  try {
    await link(draft, file);
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(draft, file, constants.COPYFILE_EXCL);
  }
}
