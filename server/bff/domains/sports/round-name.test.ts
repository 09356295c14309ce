import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bracketOf } from '../../../sportsfeed/bracket.ts';
import { roundFixtures, seasonOf } from '../../../sportsfeed/schedule.ts';
import { getWorld } from '../../../sportsfeed/world.ts';
import { FEED_START, startSportsRig, type SportsRig } from '../../test/sports-harness.ts';

let rig: SportsRig;
beforeEach(async () => {
  rig = await startSportsRig();
});
afterEach(() => rig.close());

const ROUND = `query Round($id: ID!) {
  event(id: $id) { round roundName roundNamePt scoreboard { previousLegEventId } }
}`;

interface Round {
  event: { round: number; roundName: string | null; roundNamePt: string | null };
}

describe('the round of an event through Yoga and the embedded feed', () => {
  it('reads a cup tie’s stage and leg in pt-BR, and leaves a league’s round a number', async () => {
    const world = getWorld('bancada-test');
    const copa = seasonOf(world.tournamentByUtId.get(373)!, new Date(FEED_START).getUTCFullYear());
    const played = bracketOf(world, copa)
      .matchdays.flat()
      .filter((f) => f.startMs < FEED_START - 86_400_000);
    const roundOf16 = played.filter((f) => f.cupRound?.name === 'Round of 16');
    const [first, second] = [roundOf16.find((f) => !f.firstLeg)!, roundOf16.find((f) => f.firstLeg)!];
    const read = async (id: number) => (await rig.query<Round>(ROUND, { id })).data!.event;
    expect(await read(first.id)).toMatchObject({
      round: 3,
      roundName: 'Round of 16',
      roundNamePt: 'Oitavas de final',
    });
    expect(await read(second.id)).toMatchObject({ roundNamePt: 'Oitavas de final · Jogo de volta' });

    const serieA = seasonOf(world.tournamentByUtId.get(325)!, new Date(FEED_START).getUTCFullYear());
    const match = roundFixtures(world, serieA, 0)[0];
    expect(await read(match.id)).toMatchObject({ round: 1, roundName: null, roundNamePt: null });
  });
});
