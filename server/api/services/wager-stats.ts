import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { divRoundHalfAwayFromZero, formatHundredths } from '../money.ts';
import { filteredWagers, type WagerFilters } from './wagers.ts';
import { SAO_PAULO_TIME_ZONE } from '../../i18n/sao-paulo.ts';

/**
 * Statistics of the user's bets (docs/BETS.md, "Statistics"), aggregated by the database in one query over
 * grouping sets, so the answer's size depends on the number of sports, leagues, houses and markets, never
 * on the number of bets; only sums and counts cross the wire, and the ratios are divided here exactly
 * (integers, rounded half away from zero once).
 */

export interface WagerStatsGroupJson {
  /** The group's value: a sport slug, a league, a house's name, a market; null for bets whose legs differ. */
  key: string | null;
  /** The betting house's id, in the groups by house. */
  house_id?: number;
  bets: number;
  open: number;
  settled: number;
  /** Stakes of the settled bets. */
  staked: string;
  /** What the settled bets paid back, stakes included. */
  returned: string;
  profit: string;
  /** Profit ÷ staked × 100, two decimals; null when nothing is settled. */
  roi_percent: string | null;
  won: number;
  lost: number;
  /** Won (or half won) ÷ won and lost (or half) × 100; refunds and cash-outs decide nothing. */
  hit_rate_percent: string | null;
  /** Mean of the bets' (combined) odds, two decimals. */
  average_odds: string | null;
  /** Legs with a closing price. */
  clv_legs: number;
  /** Mean over those legs of (odds taken ÷ closing odds − 1) × 100, two decimals. */
  clv_percent: string | null;
}

export interface WagerProfitDayJson {
  /** YYYY-MM-DD in America/Sao_Paulo: the day the bets were settled. */
  date: string;
  settled: number;
  profit: string;
  /** Profit of every settled bet of the filters up to the end of this day. */
  cumulative_profit: string;
}

export interface WagerStatsJson {
  summary: WagerStatsGroupJson;
  by_sport: WagerStatsGroupJson[];
  by_league: WagerStatsGroupJson[];
  by_house: WagerStatsGroupJson[];
  by_market: WagerStatsGroupJson[];
  daily: WagerProfitDayJson[];
}

interface GroupRow {
  grouped_by: 'all' | 'sport' | 'league' | 'house' | 'market';
  key: string | null;
  house_id: number | null;
  bets: string;
  open_bets: string;
  staked: string;
  returned: string;
  won: string;
  lost: string;
  average_odds: string | null;
  clv_legs: string;
  clv_percent: string | null;
}

/** (part ÷ whole) × 100 with two decimals, or null without a whole. */
function percent(part: bigint, whole: bigint): string | null {
  return whole === 0n ? null : formatHundredths(divRoundHalfAwayFromZero(part * 10_000n, whole));
}

function groupJson(row: GroupRow): WagerStatsGroupJson {
  const bets = Number(row.bets);
  const open = Number(row.open_bets);
  const staked = BigInt(row.staked);
  const returned = BigInt(row.returned);
  const won = BigInt(row.won);
  const lost = BigInt(row.lost);
  return {
    key: row.key,
    ...(row.grouped_by === 'house' && row.house_id !== null ? { house_id: Number(row.house_id) } : {}),
    bets,
    open,
    settled: bets - open,
    staked: formatHundredths(staked),
    returned: formatHundredths(returned),
    profit: formatHundredths(returned - staked),
    roi_percent: percent(returned - staked, staked),
    won: Number(won),
    lost: Number(lost),
    hit_rate_percent: percent(won, won + lost),
    average_odds: row.average_odds,
    clv_legs: Number(row.clv_legs),
    clv_percent: row.clv_percent,
  };
}

const EMPTY: GroupRow = {
  grouped_by: 'all',
  key: null,
  house_id: null,
  bets: '0',
  open_bets: '0',
  staked: '0',
  returned: '0',
  won: '0',
  lost: '0',
  average_odds: null,
  clv_legs: '0',
  clv_percent: null,
};

/** The statistics of the user's bets that pass the filters (the history's: account, sport, days). */
export async function wagerStats(
  db: Kysely<DB>,
  userId: number,
  filters: Omit<WagerFilters, 'status'>,
): Promise<WagerStatsJson> {
  const ids = filteredWagers(db, userId, filters).select('wagers.id');
  // Per bet: its legs' common sport, league and market (null when they differ), its combined odds (a
  // single's own; a multiple's product through logarithms, which are slow on numeric but exact enough for
  // an average of two decimals) and its closing-line sums.
  const groups = await sql<GroupRow>`
    with legs as (
      select l.wager_id,
        case when count(distinct l.sport) = 1 then min(l.sport) end as sport,
        case when count(distinct l.league) = 1 then min(l.league) end as league,
        case when count(distinct l.market_name) = 1 then min(l.market_name) end as market,
        case when count(*) = 1 then min(l.odds_e4)::numeric / 10000
             else exp(sum(ln(l.odds_e4::numeric / 10000))) end as odds,
        count(l.closing_odds_e4) as clv_legs,
        sum(l.odds_e4::numeric / l.closing_odds_e4 - 1) as clv_sum
      from wager_legs l
      where l.wager_id in (${ids})
      group by l.wager_id
    ), w as (
      select w.status, w.stake_cents, w.payout_cents, a.bet_id as house_id, b.name as house, legs.*
      from wagers w
      join legs on legs.wager_id = w.id
      join accounts a on a.id = w.account_id
      join bets b on b.id = a.bet_id
    )
    select
      case
        when grouping(sport) = 0 then 'sport'
        when grouping(league) = 0 then 'league'
        when grouping(house_id) = 0 then 'house'
        when grouping(market) = 0 then 'market'
        else 'all'
      end as grouped_by,
      coalesce(case when grouping(sport) = 0 then sport end,
               case when grouping(league) = 0 then league end,
               case when grouping(house_id) = 0 then house end,
               case when grouping(market) = 0 then market end) as key,
      case when grouping(house_id) = 0 then house_id end as house_id,
      count(*)::text as bets,
      (count(*) filter (where status = 'open'))::text as open_bets,
      coalesce(sum(stake_cents) filter (where status <> 'open'), 0)::text as staked,
      coalesce(sum(payout_cents) filter (where status <> 'open'), 0)::text as returned,
      (count(*) filter (where status in ('won', 'half_won')))::text as won,
      (count(*) filter (where status in ('lost', 'half_lost')))::text as lost,
      round(avg(odds), 2)::text as average_odds,
      sum(clv_legs)::text as clv_legs,
      round(sum(clv_sum) / nullif(sum(clv_legs), 0) * 100, 2)::text as clv_percent
    from w
    group by grouping sets ((), (sport), (league), (house_id, house), (market))
    order by grouped_by, key nulls last
  `.execute(db);

  const rows = groups.rows;
  const of = (grouping: GroupRow['grouped_by']) =>
    rows
      .filter((r) => r.grouped_by === grouping)
      .map(groupJson)
      .sort((a, b) => b.bets - a.bets || (a.key ?? '\uffff').localeCompare(b.key ?? '\uffff'));

  const day = sql<string>`to_char(settled_at at time zone ${sql.lit(SAO_PAULO_TIME_ZONE)}, 'YYYY-MM-DD')`;
  const days = await db
    .selectFrom('wagers')
    .select([
      day.as('date'),
      sql<string>`count(*)::text`.as('settled'),
      sql<string>`sum(payout_cents - stake_cents)::text`.as('profit'),
    ])
    .where('id', 'in', ids)
    .where('status', '!=', 'open')
    .groupBy(day)
    .orderBy(day)
    .execute();
  let cumulative = 0n;
  const daily = days.map((d) => {
    cumulative += BigInt(d.profit);
    return {
      date: d.date,
      settled: Number(d.settled),
      profit: formatHundredths(BigInt(d.profit)),
      cumulative_profit: formatHundredths(cumulative),
    };
  });

  return {
    summary: groupJson(rows.find((r) => r.grouped_by === 'all') ?? EMPTY),
    by_sport: of('sport'),
    by_league: of('league'),
    by_house: of('house'),
    by_market: of('market'),
    daily,
  };
}
