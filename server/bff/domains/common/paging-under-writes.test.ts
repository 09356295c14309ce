import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/db/schema.ts';
import { seedBlogPosts } from '../../../api/db/seed/blog.ts';
import { BACKENDS, noteSkippedPostgres, startTestApi, type TestApi } from '../../../api/test/harness.ts';
import { seedStatement, type SeededStatement } from '../../../api/test/statement-seed.ts';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { createBff } from '../../yoga.ts';

/**
 * Keyset pages hold under writes: a client pages a list through GraphQL while rows are inserted and deleted
 * in the database behind the API, and gets every row that was there throughout exactly once, in order,
 * never one twice. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the API serves the very store the
 * test writes to (startTestApi's shareDatabase).
 */

noteSkippedPostgres('paging under writes');

interface Page {
  edges: Array<{ cursor: string; node: { key: string } }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`keyset pages under writes (${backend.name})`, () => {
    let api: TestApi;
    let bff: ReturnType<typeof createBff>;
    let db: Kysely<DB>;
    let owner: SeededStatement;

    beforeAll(async () => {
      api = await startTestApi(backend, { shareDatabase: true });
      db = api.db;
      bff = createBff({
        ...bareBffOptions(),
        bancaApiUrl: api.api,
        costLimits: { ...DEFAULT_LIMITS, costBucketSize: 1e9, anonymousCostBucketSize: 1e9 },
      });
      // 23 entries, two to a timestamp: the pages' (created_at, id) order is exercised on ties.
      owner = await seedStatement(db, { entries: 23 });
    }, 120_000);
    afterAll(async () => {
      await bff?.yoga.dispose();
      await api?.dispose();
    });

    async function page(list: string, first: number, after: string | null): Promise<Page> {
      const response = await bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ query: list, variables: { first, after } }),
      });
      const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      // The connection is the one object of the answer with `edges`, however deep.
      let value: unknown = body.data;
      while (value && typeof value === 'object' && !('edges' in value)) value = Object.values(value)[0];
      return value as Page;
    }

    /** Pages the whole list `first` at a time, running `between` after each page; the keys in order. */
    async function pageAll(
      list: string,
      first: number,
      between: (pageNumber: number, seen: string[]) => Promise<void>,
    ): Promise<string[]> {
      const seen: string[] = [];
      let after: string | null = null;
      for (let n = 1; n < 100; n++) {
        const current = await page(list, first, after);
        seen.push(...current.edges.map((e) => e.node.key));
        if (!current.pageInfo.hasNextPage) return seen;
        after = current.pageInfo.endCursor;
        await between(n, seen);
      }
      throw new Error('the list never ended');
    }

    it('the statement: entries written while paging (newer) come back on no later page', async () => {
      const STATEMENT = `query S($first: Int, $after: String) { viewer { bankroll {
        account(id: "${owner.accountId}") { statement(first: $first, after: $after) {
          totalCount pageInfo { endCursor hasNextPage } edges { cursor node { key: entryId } } } } } } }`;
      const before = (await pageAll(STATEMENT, 100, async () => {})).map(String);
      expect(before).toHaveLength(23);
      const seen = (
        await pageAll(STATEMENT, 5, async () => {
          // A deposit after every page: each is the newest entry, ahead of every cursor.
          await db
            .insertInto('statement_entries')
            .values({
              account_id: owner.accountId,
              type: 'deposit',
              amount_cents: 100n,
              available_cents: 100n,
              locked_cents: 0n,
              variation_cents: 0n,
            })
            .execute();
        })
      ).map(String);
      expect(seen).toEqual(before);
      expect((await page(STATEMENT, 1, null)).totalCount).toBe(23 + 4);
    });

    it('the bets: bets recorded and removed while paging, the cursor’s own among them', async () => {
      const BETS = `query B($first: Int, $after: String) { viewer { bankroll {
        bets(first: $first, after: $after) {
          totalCount pageInfo { endCursor hasNextPage } edges { cursor node { key: betId } } } } } }`;
      const record = async () =>
        (
          await db
            .insertInto('wagers')
            .values({ user_id: owner.userId, account_id: owner.accountId, stake_cents: 100n })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      for (let i = 0; i < 11; i++) await record();
      const before = (await pageAll(BETS, 50, async () => {})).map(Number);
      expect(before).toHaveLength(11);
      const seen = (
        await pageAll(BETS, 3, async (n, sofar) => {
          // After each page a new bet (the newest, ahead of every cursor); after the first, the cursor's own
          // bet and one not reached yet are removed.
          await record();
          if (n === 1)
            await db
              .deleteFrom('wagers')
              .where('id', 'in', [BigInt(sofar.at(-1)!), BigInt(before[7])])
              .execute();
        })
      ).map(Number);
      expect(seen).toEqual(before.filter((id) => id !== before[7]));
    });

    it('the accounts: hiding, showing and opening accounts while paging', async () => {
      const ACCOUNTS = `query A($first: Int, $after: String) { viewer { bankroll {
        activeAccounts(first: $first, after: $after) {
          totalCount pageInfo { endCursor hasNextPage } edges { cursor node { key: name } } } } } }`;
      const bet = await db.selectFrom('bets').select('id').executeTakeFirstOrThrow();
      const open = async (name: string, active = true) =>
        (
          await db
            .insertInto('accounts')
            .values({ user_id: owner.userId, bet_id: bet.id, name, active })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const setActive = (name: string, active: boolean) =>
        db
          .updateTable('accounts')
          .set({ active })
          .where('user_id', '=', owner.userId)
          .where('name', '=', name)
          .execute();
      for (let i = 1; i <= 9; i++) await open(`c${i}`);
      const hidden = await open('oculta', false);
      expect(hidden).toBeGreaterThan(0);
      const seen = await pageAll(ACCOUNTS, 3, async (n) => {
        if (n === 1) {
          // The cursor's own account (c2) leaves the list, so does one not reached yet (c5); a hidden one
          // comes back (its id after c9's) and a new one opens at the end.
          await setActive('c2', false);
          await setActive('c5', false);
          await db.updateTable('accounts').set({ active: true }).where('id', '=', hidden).execute();
          await open('nova');
        }
      });
      // The first account is the seeded one ("Conta com extrato longo"), then c1… by id.
      expect(seen).toEqual([
        'Conta com extrato longo',
        'c1',
        'c2',
        'c3',
        'c4',
        'c6',
        'c7',
        'c8',
        'c9',
        'oculta',
        'nova',
      ]);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('the blog: posts published and removed while paging, the cursor’s own post among them', async () => {
      const POSTS = `query P($first: Int, $after: String) { blogPosts(first: $first, after: $after) {
        totalCount pageInfo { endCursor hasNextPage } edges { cursor node { key: slug } } } }`;
      const post = (slug: string, day: number, ms = 0) => ({
        slug,
        title: slug,
        excerpt: slug,
        category: 'Testes',
        // Two posts to a publication time, and times off the whole second: ties and milliseconds both.
        publishedAt: new Date(Date.UTC(2098, 0, day, 12, 0, 0, ms)),
        content: slug,
      });
      await seedBlogPosts(
        db,
        Array.from({ length: 12 }, (_, i) =>
          post(`p${String(i + 1).padStart(2, '0')}`, Math.ceil((i + 1) / 2), 250),
        ),
      );
      const before = await pageAll(POSTS, 50, async () => {});
      const seen = await pageAll(POSTS, 4, async (n, sofar) => {
        if (n !== 1) return;
        const cursorPost = sofar.at(-1)!;
        // The cursor's post and one not reached yet are removed; a post newer than all and one among
        // those not reached yet are published.
        await db.deleteFrom('blog_posts').where('slug', 'in', [cursorPost, 'p03']).execute();
        await seedBlogPosts(db, [post('nova-no-topo', 28), post('p02b', 1, 300)]);
      });
      // The first page as it was; then the rest of the list as it is now: p03 gone, p02b (published just
      // after p01 and p02, the same day) in its place before p02, and the cursor's own post behind.
      const rest = before.slice(4).filter((slug) => slug !== 'p03');
      rest.splice(rest.indexOf('p02'), 0, 'p02b');
      expect(seen).toEqual([...before.slice(0, 4), ...rest]);
      expect(seen).not.toContain('nova-no-topo');
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('refuses a cursor of another list or a made-up one with BAD_USER_INPUT, not a 500', async () => {
      const response = await bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query($after: String) { blogPosts(first: 2, after: $after) { edges { cursor } } }',
          variables: { after: Buffer.from('Account:1').toString('base64url') },
        }),
      });
      const body = (await response.json()) as {
        errors: Array<{ message: string; extensions: { code: string } }>;
      };
      // A request refused whole would be 400; this answer has `data` (null), so it is 200 (GraphQL over HTTP).
      expect(response.status).toBeLessThan(500);
      expect(body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(body.errors[0].message).toMatch(/^Cursor inválido/);
    });
  });
}
