import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-csv.ts';
import type { StatementRow } from './statement-entry.ts';
import { statementCsvChunks, type FetchStatementPage } from './statement-export.ts';

const row = (n: number): StatementRow => ({
  id: `e${n}`,
  createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
  availableBalance: `${n}.00`,
  betLockedBalance: '0.00',
  totalBalance: `${n}.00`,
  variation: '0.00',
  type: n % 2 ? 'DEPOSIT' : 'BALANCE_UPDATE',
  amount: n % 2 ? '1.00' : null,
});

/** A statement of `total` lines served in keyset pages of 100, counting the pages asked for. */
function pages(total: number) {
  const calls: (string | null)[] = [];
  const fetchPage: FetchStatementPage = async (after) => {
    calls.push(after);
    const start = after === null ? 0 : Number(after.slice(1)) + 1;
    const rows = Array.from({ length: Math.min(100, total - start) }, (_, i) => row(start + i));
    return { rows, endCursor: rows.at(-1)?.id ?? null, hasNextPage: start + rows.length < total };
  };
  return { calls, fetchPage };
}

describe('statementCsvChunks', () => {
  it('continues after the lines the table has, one page per call, into exactly the whole file', async () => {
    const total = 10_000;
    const { calls, fetchPage } = pages(total);
    const loaded = Array.from({ length: 100 }, (_, i) => row(i));
    const chunks = await statementCsvChunks(fetchPage, loaded, 'e99', true);
    expect(calls).toHaveLength(99);
    expect(calls[0]).toBe('e99');
    const all = Array.from({ length: total }, (_, i) => row(i));
    expect(chunks.join('')).toBe(statementCsv(all));
    // One chunk per page besides the head and the loaded lines: nothing is held as rows.
    expect(chunks).toHaveLength(101);
  });

  it('asks nothing more when the table has every line', async () => {
    const { calls, fetchPage } = pages(3);
    const loaded = [row(0), row(1), row(2)];
    expect((await statementCsvChunks(fetchPage, loaded, 'e2', false)).join('')).toBe(statementCsv(loaded));
    expect(calls).toEqual([]);
  });

  it('stops with an error when the cursor does not move', async () => {
    const stuck: FetchStatementPage = async () => ({ rows: [row(1)], endCursor: 'e1', hasNextPage: true });
    await expect(statementCsvChunks(stuck, [], 'e1', true)).rejects.toThrow('did not advance');
  });
});
