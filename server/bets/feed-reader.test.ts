import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReader, FeedUnavailableError } from './feed-reader.ts';

let server: Server;
let answer: (res: ServerResponse) => void;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (body: unknown) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('the feed reader of the Banca API and the settlement worker', () => {
  it('reads markets as the BFF decodes them: a price sent as a number, a nameless choice left out', async () => {
    answer = json({
      markets: [
        {
          marketId: '1',
          marketName: 'Full time',
          isLive: 0,
          choices: [
            { name: '1', fractionalValue: 2 },
            { fractionalValue: '1/2' },
            { name: 'X', fractionalValue: '5/2' },
          ],
        },
        { marketId: 2, choices: [] },
      ],
    });
    const markets = await createFeedReader(baseUrl).markets(7);
    expect(markets).toHaveLength(1);
    expect(markets[0]).toMatchObject({ marketId: 1, isLive: false });
    expect(markets[0].choices?.map((choice) => [choice.name, choice.fractionalValue])).toEqual([
      ['1', '2'],
      ['X', '5/2'],
    ]);
  });

  it('takes an odds answer it cannot read for a feed that is unavailable, not for a failure of its own', async () => {
    answer = json({ markets: 'none' });
    await expect(createFeedReader(baseUrl).markets(7)).rejects.toBeInstanceOf(FeedUnavailableError);
  });

  it('stops reading an answer past its size cap as it arrives, not once it has all come', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Past the cap at once, with no length announced, and never ended: a reader that waited for the whole
      // body would wait for its deadline instead.
      res.write(`{"markets":["${'x'.repeat(2_100_000)}"`);
    };
    await expect(createFeedReader(baseUrl, { timeoutMs: 10_000 }).markets(7)).rejects.toThrow(/too large/);
  });

  it('takes an answer cut short by its deadline for a feed that is unavailable', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"markets":[');
    };
    await expect(createFeedReader(baseUrl, { timeoutMs: 200 }).markets(7)).rejects.toBeInstanceOf(
      FeedUnavailableError,
    );
  });
});
