import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';

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
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // Two messages in the same millisecond to the same address must not overwrite each other.
      let stamp = Date.now();
      let file = path.join(outbox, `${stamp}-${safeTo}.eml`);
      for (;;) {
        try {
          await writeFile(file, info.message as Buffer, { flag: 'wx' });
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          file = path.join(outbox, `${++stamp}-${safeTo}.eml`);
        }
      }
      options.logger.info({ to: message.to, file }, 'mail written to outbox');
    },
  };
}
