import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes) of a mail body. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits for the password-reset e-mail the server wrote to DATA_DIR/outbox for this address (mail goes
 * there when no SMTP_URL is set) and returns the link's path and query: /reset-password?email=…&token=…
 */
export async function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the suite needs the server’s data folder');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
      f.endsWith(`-${safeTo}.eml`),
    );
    for (const file of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'latin1'));
      const match = /https?:\/\/[^/\s]+(\/reset-password\?[^\s"'<>]+)/.exec(mail);
      if (match) return match[1].replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no reset e-mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
