import { createLru } from './lru.ts';
import { scriptOf } from './match.ts';
import { createRng } from './prng.ts';
import { dayStartMs, type Fixture, type Season } from './schedule.ts';
import type { TournamentDef } from './catalog.ts';
import type { Team, World } from './world.ts';

/**
 * A cup as a knock-out bracket. The teams the catalogue lists last play a first round (one match) down to a
 * power of two, the teams listed first (the stronger) enter after it; then round of 32, of 16, quarter-
 * finals, semifinals and the final. A tie is one match or two legs a week apart (home and away swapped),
 * decided on aggregate and, level, from the spot in its last match (match.ts plays the shoot-out). Each
 * round's winners come from the scripts of the round before, so the bracket always agrees with the results
 * the feed shows; the draw of who meets whom is seeded per season.
 */

/** A stage of a cup as the real feed names it in an event's roundInfo. */
export interface CupRound {
  /** 1-based position of the stage in the season (the feed's round). */
  round: number;
  name: string;
  slug: string;
  /** The feed's cupRoundType: the number of ties of the stage (8 for the round of 16, 1 for the final). */
  cupRoundType?: number;
  legs: 1 | 2;
}

/** The real feed's names of the stages by their number of ties. */
const STAGE_NAMES: Readonly<Record<number, string>> = {
  1: 'Final',
  2: 'Semifinals',
  4: 'Quarterfinals',
  8: 'Round of 16',
  16: 'Round of 32',
  32: 'Round of 64',
};

const slugOf = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

/** Days between the legs of a tie (a midweek to the next). */
export const LEG_GAP_DAYS = 7;
/** Days a stage's legs are spread over (Tuesday to Thursday, as the real cups play them). */
const LEG_SPREAD_DAYS = 3;

/** The stages of a cup of `teams` teams, in order. */
export function cupRounds(def: TournamentDef, teams: number): CupRound[] {
  const field = 2 ** Math.floor(Math.log2(Math.max(2, teams)));
  const twoLegs = def.twoLegged === true;
  const out: CupRound[] = [];
  if (teams > field) out.push({ round: 1, name: '1st round', slug: '1st-round', legs: 1 });
  for (let ties = field / 2; ties >= 1; ties /= 2) {
    const name = STAGE_NAMES[ties] ?? `Round of ${ties * 2}`;
    const legs = twoLegs && !(ties === 1 && def.singleLegFinal) ? 2 : 1;
    out.push({ round: out.length + 1, name, slug: slugOf(name), cupRoundType: ties, legs });
  }
  return out;
}

/** How many matchdays (legs) a cup season has: one per leg of each stage. */
export const cupMatchdays = (def: TournamentDef, teams: number): number =>
  cupRounds(def, teams).reduce((sum, r) => sum + r.legs, 0);

/** First day of a stage's legs: the stages are spread evenly over the season's span. */
const stageDay = (season: Season, stage: number, stages: number): number =>
  season.startDay + Math.floor((stage * season.span) / stages);

interface Tie {
  teams: [Team, Team];
  /** The match that decides the tie: the only one, or the second leg. */
  decider: Fixture;
}

/** Who goes through: more goals over the tie, else the shoot-out's winner, else the stronger side. */
export function tieWinner(world: World, tie: Tie): Team {
  const { decider } = tie;
  const script = scriptOf(world, decider);
  if (script.shootout) return script.shootout.winner === 0 ? decider.home : decider.away;
  const [home, away] = script.periodScores.map((p) => p.reduce((a, b) => a + b, 0));
  const [firstHome, firstAway] = script.firstLegGoals ?? [0, 0];
  const diff = home + firstHome - (away + firstAway);
  if (diff !== 0) return diff > 0 ? decider.home : decider.away;
  // Only a sport without shoot-outs can end level; the stronger side goes through, as on a coin the
  // seed would otherwise have to toss.
  return decider.home.strength >= decider.away.strength ? decider.home : decider.away;
}

export interface Bracket {
  rounds: CupRound[];
  /** The matches of each matchday (leg), in order; a stage of two legs has two matchdays. */
  matchdays: Fixture[][];
  /** The winner of each tie, stage by stage, in the bracket's order. */
  winners: Team[][];
}

function buildBracket(world: World, season: Season): Bracket {
  const { tournament } = season;
  const def = tournament.def;
  const rounds = cupRounds(def, tournament.teams.length);
  const field = 2 ** Math.floor(Math.log2(Math.max(2, tournament.teams.length)));
  const rng = (stage: number) => createRng(world.seed, 'cup-draw', season.id, stage);
  const matchdays: Fixture[][] = [];
  const winners: Team[][] = [];
  // The teams listed first skip the first round; the rest play it for the places left.
  const byes = tournament.teams.length > field ? 2 * field - tournament.teams.length : field;
  const firstRound = rounds[0].cupRoundType === undefined;
  let entrants = firstRound ? tournament.teams.slice(byes) : tournament.teams;
  rounds.forEach((round, stage) => {
    // The first stage and the one the first round's winners join are drawn; later ones follow the bracket
    // (the winners of ties 2i and 2i+1 meet), as the Libertadores' knock-out stage does.
    const drawn = stage === 0 || (firstRound && stage === 1) ? rng(stage).shuffle(entrants) : entrants;
    const pairs: Array<[Team, Team]> = [];
    for (let i = 0; i + 1 < drawn.length; i += 2) pairs.push([drawn[i], drawn[i + 1]]);
    const firstDay = stageDay(season, stage, rounds.length);
    const before = matchdays.flat();
    const knownFromMs = before.length ? Math.max(...before.map((f) => scriptOf(world, f).endMs)) : undefined;
    const legs: Fixture[][] = [];
    for (let leg = 0; leg < round.legs; leg++) {
      const matchday = matchdays.length;
      const day0 = firstDay + leg * LEG_GAP_DAYS;
      const spread = Math.min(LEG_SPREAD_DAYS, pairs.length);
      legs.push(
        pairs.map(([a, b], m) => {
          const day = day0 + (m % spread);
          const kickoff = createRng(world.seed, 'kickoff', season.id, matchday, m).pick(def.kickoffs);
          const [home, away] = leg === 0 ? [a, b] : [b, a];
          return {
            id: day * 10_000 + tournament.index * 100 + Math.floor(m / spread),
            day,
            tournament,
            season,
            round: round.round,
            cupRound: round,
            home,
            away,
            startMs: dayStartMs(day) + kickoff * 60_000,
            ...(leg === 1 ? { firstLeg: legs[0][m] } : {}),
            ...(knownFromMs === undefined ? {} : { knownFromMs }),
          };
        }),
      );
      matchdays.push(legs[leg]);
    }
    const stageWinners = pairs.map((teams, m) =>
      tieWinner(world, { teams, decider: legs[legs.length - 1][m] }),
    );
    winners.push(stageWinners);
    entrants =
      stage === 0 && firstRound ? [...tournament.teams.slice(0, byes), ...stageWinners] : stageWinners;
  });
  return { rounds, matchdays, winners };
}

const brackets = createLru<string, Bracket>(16);

/** The bracket of a cup season, built once (every match's script is read to know who goes through). */
export function bracketOf(world: World, season: Season): Bracket {
  return brackets.get(`${world.seed}:${season.id}`, () => buildBracket(world, season));
}
