import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../server/limits.ts';
import { SECURITY_FILE, withLimitsTable } from './print-limits.ts';

describe('docs/SECURITY.md', () => {
  it('carries the limits table printed from server/limits.ts (run `npm run docs:security`)', () => {
    const document = readFileSync(SECURITY_FILE, 'utf8');
    expect(document).toBe(withLimitsTable(document));
  });

  it('names every limit variable once', () => {
    const document = readFileSync(SECURITY_FILE, 'utf8');
    for (const spec of Object.values(LIMITS)) expect(document).toContain(`| \`${spec.variable}\` |`);
  });
});
