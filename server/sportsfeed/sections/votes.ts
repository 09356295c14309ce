import type { MatchScript } from '../match.ts';
import { createRng } from '../prng.ts';
import { outcomeAt } from '../odds.ts';
import { RUN_SPORTS } from './odds.ts';
import { eventStateAt, type EventState } from '../state.ts';

// Fan votes, gathered over the days before kick-off and leaning towards the favourite.

const VOTE_WINDOW_MS = 3 * 86_400_000;

export function votes(script: MatchScript, state: EventState) {
  const rng = createRng(script.fixture.id, 'votes');
  const opening = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const total = Math.round((400 + rng.int(0, 9000)) * (1.6 - script.fixture.tournament.index / 40));
  const from = script.fixture.startMs - VOTE_WINDOW_MS;
  const to = Math.max(script.endMs, script.fixture.startMs + 1);
  const share = Math.max(0, Math.min(1, (state.nowMs - from) / (to - from)));
  const count = (fraction: number) => Math.floor(total * share * fraction);
  const tilt = 0.85 + rng.next() * 0.3;
  const out: Record<string, Record<string, number>> = {
    vote: script.sport.draws
      ? { vote1: count(opening.home * tilt), vote2: count(opening.away), voteX: count(opening.draw) }
      : { vote1: count(opening.home * tilt), vote2: count(opening.away) },
  };
  // Who scores and first to score: polled where the score is goals (not runs), as the markets are.
  if (script.sport.model === 'goals' && !RUN_SPORTS.has(script.sport.slug)) {
    out.bothTeamsToScoreVote = { voteYes: count(opening.bothScore), voteNo: count(1 - opening.bothScore) };
    out.firstTeamToScoreVote = {
      voteHome: count(opening.home * 0.9),
      voteAway: count(opening.away * 0.9),
      voteNoGoal: count(0.1),
    };
  }
  if (state.status.type === 'finished') {
    // Fans lean towards the side that won, the more the wider the margin, each match its own way (a flat
    // 60/40 on every result read as made up).
    const margin = state.score[0].current - state.score[1].current;
    const lean = margin * 0.08 + (rng.next() - 0.5) * 0.2;
    const home = 0.5 + Math.max(-0.35, Math.min(0.35, lean));
    out.whoShouldHaveWonVote = {
      vote1: Math.floor(total * 0.2 * home),
      vote2: Math.floor(total * 0.2 * (1 - home)),
    };
  }
  return out;
}
