import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-csv.ts';
import type { StatementRow } from './statement-entry.ts';
import { GraphQLRequestError } from '../../relay/fetch-graphql.ts';
import { retryingWhenLimited, statementCsvChunks, type FetchStatementPage } from './statement-export.ts';

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
  it('reads every page from the newest line, one page per call, into exactly the whole file', async () => {
    const total = 10_000;
    const { calls, fetchPage } = pages(total);
    const chunks = await statementCsvChunks(fetchPage);
    expect(calls).toHaveLength(100);
    expect(calls.slice(0, 2)).toEqual([null, 'e99']);
    const all = Array.from({ length: total }, (_, i) => row(i));
    expect(chunks.join('')).toBe(statementCsv(all));
    // One chunk per page besides the head: nothing is held as rows.
    expect(chunks).toHaveLength(101);
  });

  it('stops with an error when the cursor does not move', async () => {
    const stuck: FetchStatementPage = async () => ({ rows: [row(1)], endCursor: 'e1', hasNextPage: true });
    await expect(statementCsvChunks(stuck)).rejects.toThrow('did not advance');
  });

  it('waits out a 429 (Retry-After) and asks for the same page again; other failures reject at once', async () => {
    const { calls, fetchPage } = pages(250);
    let limited = 2;
    const flaky: FetchStatementPage = async (after) => {
      if (after === 'e99' && limited-- > 0) throw new GraphQLRequestError('Limite', 429, 3);
      return fetchPage(after);
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const chunks = await statementCsvChunks(retryingWhenLimited(flaky, sleep));
    expect(waits).toEqual([3000, 3000]);
    expect(calls).toEqual([null, 'e99', 'e199']);
    expect(chunks.join('')).toBe(statementCsv(Array.from({ length: 250 }, (_, i) => row(i))));

    const broken: FetchStatementPage = async () => {
      throw new GraphQLRequestError('Erro', 500);
    };
    await expect(retryingWhenLimited(broken, sleep)(null)).rejects.toThrow('Erro');
    expect(waits).toHaveLength(2);
  });

  it('gives up after many 429s in a row instead of waiting forever', async () => {
    const never: FetchStatementPage = async () => {
      throw new GraphQLRequestError('Limite', 429);
    };
    const waits: number[] = [];
    await expect(
      retryingWhenLimited(never, async (ms) => {
        waits.push(ms);
      })(null),
    ).rejects.toThrow('Limite');
    expect(waits).toHaveLength(30);
    expect(waits[0]).toBe(1000);
  });
});

describe('bets in the statement and its CSV', () => {
  it('name each bet entry in pt-BR, with its amount', () => {
    const bet = (type: string, amount: string): StatementRow => ({ ...row(1), type, amount });
    const lines = statementCsv([
      bet('BET_PLACED', '25.00'),
      bet('BET_WON', '47.50'),
      bet('BET_HALF_WON', '36.25'),
      bet('BET_LOST', '0.00'),
      bet('BET_HALF_LOST', '12.50'),
      bet('BET_REFUNDED', '25.00'),
      bet('CASH_OUT', '31.10'),
      bet('BET_REOPENED', '31.10'),
    ])
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(lines.map((l) => l.split(';').slice(-2))).toEqual([
      ['Aposta registrada', '25,00'],
      ['Aposta ganha', '47,50'],
      ['Aposta meio ganha', '36,25'],
      ['Aposta perdida', '0,00'],
      ['Aposta meio perdida', '12,50'],
      ['Aposta devolvida', '25,00'],
      ['Cash-out', '31,10'],
      ['Aposta reaberta', '31,10'],
    ]);
  });
});
