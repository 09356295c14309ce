import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { UpstreamError, type Upstream } from '../../upstreams/http.ts';
import { sportsPaths } from '../../upstreams/sports/resources.ts';
import { createBff } from '../../yoga.ts';

/**
 * The pt-BR names of the feed's places beside the raw ones: categories, countries (the feed's own codes
 * for the home nations, ISO codes, English names) and venue cities, with what no table knows counted.
 */

const team = (id: number, name: string, country: Record<string, string>) => ({
  id,
  name,
  slug: name.toLowerCase(),
  sport: { name: 'Football', slug: 'football', id: 1 },
  country,
});

/** An event as the feed's api/v1 writes one: English names, the feed's code SX for Scotland. */
const EVENTS: Record<number, unknown> = {
  1: {
    id: 1,
    tournament: {
      name: 'Premiership',
      slug: 'premiership',
      category: {
        id: 22,
        name: 'Scotland',
        slug: 'scotland',
        flag: 'scotland',
        alpha2: 'SX',
        sport: { name: 'Football', slug: 'football', id: 1 },
        country: { alpha2: 'SX', name: 'Scotland' },
      },
    },
    status: { code: 0, description: 'Not started', type: 'notstarted' },
    homeTeam: team(10, 'Wrexham', { alpha2: 'WA', alpha3: 'WAL', name: 'Wales' }),
    awayTeam: team(11, 'Linfield', { alpha2: 'NX', alpha3: 'NIR', name: 'Northern Ireland' }),
    venue: {
      city: { name: 'Munich' },
      stadium: { name: 'Allianz Arena', capacity: 75000 },
      country: { name: 'Germany' },
    },
    startTimestamp: 1_766_000_000,
  },
  2: {
    id: 2,
    tournament: {
      name: 'Club Friendly Games',
      category: { id: 1468, name: 'World', slug: 'world', flag: 'international' },
    },
    status: { code: 0, description: 'Not started', type: 'notstarted' },
    homeTeam: team(12, 'Arsenal', { alpha2: 'EN', name: 'England' }),
    awayTeam: team(13, 'Flamengo', { name: 'Brazil' }),
    venue: { city: { name: 'Recife' }, country: { name: 'Brazil' } },
    startTimestamp: 1_766_000_000,
  },
  3: {
    id: 3,
    tournament: { name: 'Somewhere League', category: { id: 9999, name: 'Atlantis' } },
    status: { code: 0, description: 'Not started', type: 'notstarted' },
    homeTeam: team(14, 'Poseidon FC', { name: 'Atlantis' }),
    awayTeam: team(15, 'Triton FC', { alpha2: 'BR', name: 'Brazil' }),
    startTimestamp: 1_766_000_000,
  },
};

const feed: Upstream = {
  name: 'sports',
  async request<T>(path: string) {
    const id = Number(/^\/event\/(\d+)$/.exec(path)?.[1]);
    const event = EVENTS[id];
    if (!event || path !== sportsPaths.event(id))
      throw new UpstreamError('sports', 'http', 'not found', { status: 404 });
    const body = { event } as T;
    return { status: 200, body, text: JSON.stringify(body) };
  },
};

const bff = createBff({ ...bareBffOptions(), sportsUpstream: feed, responseCache: false });
afterAll(() => onLabelMiss(() => {}));

const PLACES = /* GraphQL */ `
  query Places($id: ID!) {
    event(id: $id) {
      category {
        name
        namePt
        alpha2
      }
      country {
        name
        namePt
      }
      venue {
        city
        cityPt
        country {
          namePt
        }
      }
      homeTeam {
        country {
          name
          alpha2
          namePt
        }
      }
      awayTeam {
        country {
          name
          alpha2
          namePt
        }
      }
    }
  }
`;

async function places(id: number) {
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PLACES, variables: { id } }),
  });
  const answer = (await response.json()) as { data?: { event: Record<string, unknown> }; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data!.event;
}

const misses: string[] = [];
beforeEach(() => {
  misses.length = 0;
  onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
});

describe('places of the feed in pt-BR', () => {
  it('names the home nations by the feed’s own codes and cities by their Portuguese names', async () => {
    expect(await places(1)).toEqual({
      category: { name: 'Scotland', namePt: 'Escócia', alpha2: 'SX' },
      country: { name: 'Scotland', namePt: 'Escócia' },
      venue: { city: 'Munich', cityPt: 'Munique', country: { namePt: 'Alemanha' } },
      homeTeam: { country: { name: 'Wales', alpha2: 'WA', namePt: 'País de Gales' } },
      awayTeam: { country: { name: 'Northern Ireland', alpha2: 'NX', namePt: 'Irlanda do Norte' } },
    });
    expect(misses).toEqual([]);
  });

  it('names regions and English country names sent with no code; other cities as they are', async () => {
    expect(await places(2)).toMatchObject({
      category: { name: 'World', namePt: 'Mundo', alpha2: null },
      venue: { city: 'Recife', cityPt: 'Recife', country: { namePt: 'Brasil' } },
      homeTeam: { country: { namePt: 'Inglaterra' } },
      awayTeam: { country: { namePt: 'Brasil' } },
    });
    expect(misses).toEqual([]);
  });

  it('shows what no table knows as the feed wrote it, and counts each miss by kind', async () => {
    expect(await places(3)).toMatchObject({
      category: { name: 'Atlantis', namePt: 'Atlantis' },
      venue: null,
      homeTeam: { country: { namePt: 'Atlantis' } },
      awayTeam: { country: { namePt: 'Brasil' } },
    });
    expect([...new Set(misses)].sort()).toEqual(['category:Atlantis', 'country:Atlantis']);
  });
});
