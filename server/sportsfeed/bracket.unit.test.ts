import { describe, expect, it } from 'vitest';
import { decodeEvent } from '../bff/upstreams/sports/decode/event.ts';
import { bracketOf, LEG_GAP_DAYS } from './bracket.ts';
import { eventView } from './event-view.ts';
import { createFeed } from './feed.ts';
import { scriptOf } from './match.ts';
import { fixtureById, seasonOf, type Fixture } from './schedule.ts';
import { eventStateAt } from './state.ts';
import { getWorld } from './world.ts';

const feed = createFeed('bracket');
const world = getWorld('bracket');
const cup = (utId: number) => seasonOf(world.tournamentByUtId.get(utId)!, 2026);
const COPA_DO_BRASIL = cup(373);
const LIBERTADORES = cup(384);

/** The event the feed serves at the end of the match, as the BFF decodes it. */
function finalEvent(fixture: Fixture) {
  const script = scriptOf(world, fixture);
  return decodeEvent({ event: eventView(script, eventStateAt(script, script.endMs)) });
}

/** Who went through, read off the feed's answer of the tie's last match (aggregate, else shoot-out). */
function throughFromFeed(decider: Fixture) {
  const event = finalEvent(decider);
  const code = decider.firstLeg ? event.aggregatedWinnerCode : event.winnerCode;
  expect(code === 1 || code === 2, `tie ${decider.id} has a winner`).toBe(true);
  return code === 1 ? decider.home : decider.away;
}

describe('a cup bracket', () => {
  it('names its stages as the real feed does, with cupRoundType, in order', () => {
    const names = (season: typeof COPA_DO_BRASIL) =>
      bracketOf(world, season).rounds.map((r) => [r.round, r.name, r.slug, r.cupRoundType, r.legs]);
    expect(names(COPA_DO_BRASIL)).toEqual([
      [1, '1st round', '1st-round', undefined, 1],
      [2, 'Round of 32', 'round-of-32', 16, 2],
      [3, 'Round of 16', 'round-of-16', 8, 2],
      [4, 'Quarterfinals', 'quarterfinals', 4, 2],
      [5, 'Semifinals', 'semifinals', 2, 2],
      [6, 'Final', 'final', 1, 2],
    ]);
    expect(names(LIBERTADORES)).toEqual([
      [1, 'Round of 16', 'round-of-16', 8, 2],
      [2, 'Quarterfinals', 'quarterfinals', 4, 2],
      [3, 'Semifinals', 'semifinals', 2, 2],
      [4, 'Final', 'final', 1, 1],
    ]);
    expect(COPA_DO_BRASIL.rounds).toBe(11);
    expect(LIBERTADORES.rounds).toBe(7);
  });

  it('enters every club once and sends on exactly the winners the matches’ results give', () => {
    for (const season of [COPA_DO_BRASIL, LIBERTADORES]) {
      const { matchdays, winners } = bracketOf(world, season);
      const clubs = season.tournament.teams;
      const stages = new Map<number, Fixture[][]>();
      for (const md of matchdays) stages.set(md[0].round!, [...(stages.get(md[0].round!) ?? []), md]);
      let previous: number[] | undefined;
      const entered = new Set<number>();
      [...stages.values()].forEach((legs, stage) => {
        const deciders = legs[legs.length - 1];
        const playing = deciders.flatMap((f) => [f.home.id, f.away.id]);
        expect(new Set(playing).size, 'a club plays one tie a stage').toBe(playing.length);
        // Those who play a stage are those who won the one before, plus the clubs that skipped it.
        if (previous) for (const id of previous) expect(playing).toContain(id);
        for (const id of playing) if (!previous?.includes(id)) entered.add(id);
        const through = deciders.map(throughFromFeed);
        expect(through.map((t) => t.id)).toEqual(winners[stage].map((t) => t.id));
        previous = through.map((t) => t.id);
      });
      expect([...entered].sort()).toEqual(clubs.map((c) => c.id).sort());
      expect(previous).toHaveLength(1);
    }
  });

  it('plays a two-legged tie a week apart with home and away swapped, the aggregate on the second leg', () => {
    let ties = 0;
    for (const season of [COPA_DO_BRASIL, LIBERTADORES])
      for (const fixture of bracketOf(world, season).matchdays.flat()) {
        const first = fixture.firstLeg;
        if (!first) continue;
        ties++;
        expect(fixture.day - first.day).toBe(LEG_GAP_DAYS);
        expect([fixture.home.id, fixture.away.id]).toEqual([first.away.id, first.home.id]);
        expect(fixture.round).toBe(first.round);
        const [leg1, leg2] = [finalEvent(first), finalEvent(fixture)];
        expect(leg2.previousLegEventId).toBe(first.id);
        expect(leg2.homeScore!.aggregated).toBe(leg2.homeScore!.normaltime + leg1.awayScore!.normaltime);
        expect(leg2.awayScore!.aggregated).toBe(leg2.awayScore!.normaltime + leg1.homeScore!.normaltime);
        // Level on aggregate goes to penalties; a first leg never does.
        const level = leg2.homeScore!.aggregated === leg2.awayScore!.aggregated;
        expect(leg2.homeScore!.penalties !== undefined).toBe(level);
        expect(leg1.homeScore!.penalties).toBeUndefined();
      }
    // Copa do Brasil from its round of 32 to its final, the Libertadores until its one-match final.
    expect(ties).toBe(16 + 8 + 4 + 2 + 1 + (8 + 4 + 2));
  });

  it('dates its stages in order: every match of a stage ends before the next stage kicks off', () => {
    for (const season of [COPA_DO_BRASIL, LIBERTADORES]) {
      const { matchdays } = bracketOf(world, season);
      for (let i = 1; i < matchdays.length; i++) {
        const lastEnd = Math.max(...matchdays[i - 1].map((f) => scriptOf(world, f).endMs));
        const nextStart = Math.min(...matchdays[i].map((f) => f.startMs));
        expect(lastEnd).toBeLessThan(nextStart);
      }
      const days = matchdays.flat().map((f) => f.day);
      expect(Math.min(...days)).toBeGreaterThanOrEqual(season.startDay);
      expect(Math.max(...days)).toBeLessThan(season.startDay + season.span);
    }
  });

  it('serves each match by its id with the stage in roundInfo, as the real feed', () => {
    for (const fixture of bracketOf(world, COPA_DO_BRASIL).matchdays.flat()) {
      expect(fixtureById(world, fixture.id)).toBe(fixture);
    }
    const quarterfinal = bracketOf(world, COPA_DO_BRASIL)
      .matchdays.flat()
      .find((f) => f.round === 4)!;
    const script = scriptOf(world, quarterfinal);
    expect(eventView(script, eventStateAt(script, 0)).roundInfo).toEqual({
      round: 4,
      name: 'Quarterfinals',
      slug: 'quarterfinals',
      cupRoundType: 4,
    });
  });

  it('lists a later stage only once the stage before it is over, as the real feed has no event before the draw', () => {
    const { matchdays } = bracketOf(world, LIBERTADORES);
    const final = matchdays.at(-1)![0];
    const semifinals = matchdays.filter((md) => md[0].round === 3).flat();
    const whistle = Math.max(...semifinals.map((f) => scriptOf(world, f).endMs));
    expect(final.knownFromMs).toBe(whistle);
    const listed = (now: number) =>
      feed.scheduled('football', final.day, now).map((e) => e.script.fixture.id);
    expect(listed(whistle - 1)).not.toContain(final.id);
    expect(feed.event(final.id, whistle - 1)).toBeUndefined();
    expect(listed(whistle)).toContain(final.id);
    expect(feed.event(final.id, whistle)?.script.fixture).toBe(final);
    // The first stage is known from the start.
    expect(matchdays[0][0].knownFromMs).toBeUndefined();
  });
});
