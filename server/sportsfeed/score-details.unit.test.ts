import { describe, expect, it } from 'vitest';
import { scoreOfPlay } from '../bff/domains/sports/score-reading.ts';
import { decodeEvent } from '../bff/upstreams/sports/decode/event.ts';
import { eventView } from './event-view.ts';
import { createFeed } from './feed.ts';
import { scriptOf } from './match.ts';
import { dayOf, fixturesOnDay, seasonFixtures, seasonOf } from './schedule.ts';
import { incidents } from './sections/incidents.ts';
import { eventStateAt } from './state.ts';

const feed = createFeed('score-details');
const DAY = dayOf(Date.UTC(2026, 10, 22, 12));
const MINUTE = 60_000;

/** Every match of the 2026 seasons of the simulated cups (Copa do Brasil, the Libertadores' knock-out). */
const cupFixtures = () =>
  feed.world.tournaments
    .filter((t) => t.def.kind === 'cup')
    .flatMap((t) => seasonFixtures(feed.world, seasonOf(t, 2026)));

/** Every event of the sport that day, seen every 7 minutes while it is played, as the BFF decodes it. */
function* sweep(slug: string) {
  for (const fixture of fixturesOnDay(feed.world, slug, DAY)) {
    const script = scriptOf(feed.world, fixture);
    for (let t = script.fixture.startMs - MINUTE; t <= script.endMs + MINUTE; t += 7 * MINUTE) {
      const state = eventStateAt(script, t);
      yield { script, state, event: decodeEvent({ event: eventView(script, state) }) };
    }
  }
}

describe('simulated score details', () => {
  it('tennis: a game point while a set is played, tie-breaks on 7–6 sets only, two clear from 7', () => {
    let points = 0;
    let tieBreaks = 0;
    for (const { state, event } of sweep('tennis')) {
      const [home, away] = [event.homeScoreDetails?.point, event.awayScoreDetails?.point];
      if (state.phase?.kind === 'period') {
        expect(['0', '15', '30', '40', 'A']).toContain(home);
        expect(['0', '15', '30', '40', 'A']).toContain(away);
        expect(home === 'A' && away === 'A').toBe(false);
        if (home === 'A' || away === 'A') expect([home, away]).toContain('40');
        points++;
      } else {
        expect(home).toBeUndefined();
      }
      for (let set = 1; set <= 5; set++) {
        const h = event.homeScore?.[`period${set}TieBreak`];
        const a = event.awayScore?.[`period${set}TieBreak`];
        if (h === undefined) continue;
        tieBreaks++;
        const games = [event.homeScore![`period${set}`], event.awayScore![`period${set}`]].sort();
        expect(games).toEqual([6, 7]);
        const [low, high] = [Math.min(h, a!), Math.max(h, a!)];
        expect(high).toBeGreaterThanOrEqual(7);
        expect(high - low).toBeGreaterThanOrEqual(2);
        // The set's winner won the tie-break.
        expect(event.homeScore![`period${set}`] > event.awayScore![`period${set}`]).toBe(h > a!);
      }
    }
    expect(points).toBeGreaterThan(0);
    expect(tieBreaks).toBeGreaterThan(0);
  });

  it('cricket: each side’s innings has its runs, at most 10 wickets and 20 overs, and grows with the match', () => {
    let seen = 0;
    for (const { event } of sweep('cricket')) {
      for (const side of ['home', 'away'] as const) {
        const score = side === 'home' ? event.homeScore : event.awayScore;
        const [innings] = (side === 'home' ? event.homeScoreDetails : event.awayScoreDetails)?.innings ?? [];
        if (!innings) continue;
        seen++;
        expect(innings.runs).toBe(score?.current);
        expect(innings.wickets).toBeGreaterThanOrEqual(0);
        expect(innings.wickets).toBeLessThanOrEqual(10);
        expect(innings.overs).toBeLessThanOrEqual(20);
        expect(Math.round((innings.overs! % 1) * 10)).toBeLessThan(6);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('simulated penalty shoot-outs', () => {
  it('decide a cup match level at full time, apart in the score and folded into current as the real feed', () => {
    const shootouts = cupFixtures()
      .map((fixture) => scriptOf(feed.world, fixture))
      .filter((script) => script.shootout)
      .slice(0, 3);
    expect(shootouts.length).toBeGreaterThan(0);
    for (const script of shootouts) {
      expect(script.fixture.tournament.def.kind).toBe('cup');
      const during = eventStateAt(script, script.shootout!.phase.startMs + 5 * MINUTE);
      expect(during.status).toMatchObject({ code: 50, type: 'inprogress' });
      const end = eventStateAt(script, script.endMs);
      const event = decodeEvent({ event: eventView(script, end) });
      expect(event.status).toMatchObject({ code: 120, description: 'AP', type: 'finished' });
      const [home, away] = [event.homeScore!, event.awayScore!];
      // Level at full time: on aggregate in a second leg, else on the match's own score.
      if (home.aggregated !== undefined) expect(home.aggregated).toBe(away.aggregated);
      else expect(home.normaltime).toBe(away.normaltime);
      expect(home.penalties).not.toBe(away.penalties);
      expect(home.current).toBe(home.normaltime + home.penalties);
      expect(scoreOfPlay(home)).toBe(home.normaltime);
      expect(event.winnerCode).toBe(home.penalties > away.penalties ? 1 : 2);
      const kicks = incidents(feed.world, script, end)!.incidents.filter(
        (i) => i.incidentType === 'penaltyShootout',
      );
      expect(kicks.filter((k) => k.incidentClass === 'scored' && k.isHome).length).toBe(home.penalties);
      expect(kicks.filter((k) => k.incidentClass === 'scored' && !k.isHome).length).toBe(away.penalties);
      // Only those still playing at the whistle kick: nobody substituted off or sent off.
      const whistle = script.shootout!.phase.startMs;
      for (const kick of script.shootout!.kicks) {
        const side = kick.side;
        const out = script.subs.filter((s) => s.side === side && s.t <= whistle).map((s) => s.outId);
        const inIds = script.subs.filter((s) => s.side === side && s.t <= whistle).map((s) => s.inId);
        const sentOff = script.cards.filter((c) => c.side === side && c.cls === 'red').map((c) => c.playerId);
        const lineup = script.lineups![side];
        const played = [...lineup.starters.map((p) => p.id), ...inIds];
        expect(played).toContain(kick.playerId);
        expect(out).not.toContain(kick.playerId);
        expect(sentOff).not.toContain(kick.playerId);
      }
    }
  });
});

describe('simulated cards', () => {
  it('go one a player, and the event counts the red ones the incidents show', () => {
    let reds = 0;
    for (const fixture of fixturesOnDay(feed.world, 'football', DAY)) {
      const script = scriptOf(feed.world, fixture);
      const state = eventStateAt(script, script.endMs);
      if (state.status.type !== 'finished') continue;
      const event = decodeEvent({ event: eventView(script, state) });
      const cards = incidents(feed.world, script, state)?.incidents ?? [];
      const redOf = (home: boolean) =>
        cards.filter((c) => c.incidentType === 'card' && c.incidentClass === 'red' && c.isHome === home)
          .length;
      // One card a player: no second yellow the script would have to play out as a sending-off.
      const carded = cards.filter((c) => c.incidentType === 'card').map((c) => JSON.stringify(c.player));
      expect(new Set(carded).size).toBe(carded.length);
      expect(event.homeRedCards ?? 0).toBe(redOf(true));
      expect(event.awayRedCards ?? 0).toBe(redOf(false));
      reds += redOf(true) + redOf(false);
    }
    expect(reds).toBeGreaterThan(0);
  });
});

describe('simulated two-legged ties', () => {
  it('give the second leg its first leg, the aggregate and, once over, the tie’s winner', () => {
    let seen = 0;
    for (const fixture of cupFixtures()) {
      const first = fixture.firstLeg;
      if (first === undefined) continue;
      const script = scriptOf(feed.world, fixture);
      const event = decodeEvent({ event: eventView(script, eventStateAt(script, script.endMs)) });
      // The same tie, home and away swapped.
      expect([first.home.id, first.away.id]).toEqual([fixture.away.id, fixture.home.id]);
      const firstLeg = decodeEvent({
        event: eventView(scriptOf(feed.world, first), eventStateAt(scriptOf(feed.world, first), Infinity)),
      });
      expect(firstLeg.previousLegEventId).toBeUndefined();
      expect(firstLeg.homeScore?.aggregated).toBeUndefined();
      expect(event.previousLegEventId).toBe(first.id);
      const [home, away] = [event.homeScore!, event.awayScore!];
      expect(home.aggregated).toBe(home.normaltime + firstLeg.awayScore!.normaltime);
      expect(away.aggregated).toBe(away.normaltime + firstLeg.homeScore!.normaltime);
      const winner =
        home.aggregated > away.aggregated
          ? 1
          : home.aggregated < away.aggregated
            ? 2
            : home.penalties > away.penalties
              ? 1
              : 2;
      expect(event.aggregatedWinnerCode).toBe(winner);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
