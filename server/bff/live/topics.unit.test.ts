import { describe, expect, it } from 'vitest';
import {
  applyTopicChange,
  countsTopic,
  diffTopicState,
  eventTopic,
  fetchTopicState,
  liveTopic,
  type LiveFetch,
} from './topics.ts';

/** The feed's statistics answer with one figure: shots on target. */
const statisticsBody = (home: number, away: number) => ({
  statistics: [
    {
      period: 'ALL',
      groups: [
        {
          groupName: 'Shots',
          statisticsItems: [
            {
              name: 'Shots on target',
              key: 'shotsOnGoal',
              home: `${home}`,
              away: `${away}`,
              homeValue: home,
              awayValue: away,
            },
          ],
        },
      ],
    },
  ],
});

/** A feed of one event whose answers the test changes between polls; a path without an answer is a 404. */
function fakeFeed(answers: Record<string, unknown>): { fetch: LiveFetch; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: (path) => {
      calls.push(path);
      const answer = answers[path];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? null);
    },
  };
}

describe('live topic changes', () => {
  it('makes a first state a change even when it is empty, so subscribers get a first value', () => {
    const list = liveTopic('bandy');
    const first = diffTopicState(list, null, { events: [] });
    expect(first).toEqual({ added: [], changed: [], removed: [] });
    expect(applyTopicChange(list, null, first!)).toEqual({ events: [] });

    const counts = countsTopic();
    const none = diffTopicState(counts, null, { counts: [] });
    expect(none).toEqual({ changed: [], removed: [] });
    expect(applyTopicChange(counts, null, none!)).toEqual({ counts: [] });

    const event = eventTopic(1);
    const unknown = { event: null, incidents: null, odds: null, allOdds: null, statistics: null };
    const firstEvent = diffTopicState(event, null, unknown);
    expect(firstEvent).not.toBeNull();
    expect(applyTopicChange(event, null, firstEvent!)).toEqual(unknown);
  });

  it('publishes nothing when a later poll finds the same state', () => {
    expect(diffTopicState(liveTopic('bandy'), { events: [] }, { events: [] })).toBeNull();
    expect(diffTopicState(countsTopic(), { counts: [] }, { counts: [] })).toBeNull();
    const unknown = { event: null, incidents: null, odds: null, allOdds: null, statistics: null };
    expect(diffTopicState(eventTopic(1), unknown, unknown)).toBeNull();
  });

  it('polls the statistics and every odds market of a followed event, and publishes only what moved', async () => {
    const topic = eventTopic(7);
    const answers: Record<string, unknown> = { '/event/7/statistics': statisticsBody(6, 3) };
    const feed = fakeFeed(answers);
    const first = await fetchTopicState(topic, feed.fetch, null);
    expect(feed.calls.sort()).toEqual([
      '/event/7',
      '/event/7/incidents',
      '/event/7/odds/1/all',
      '/event/7/odds/1/featured',
      '/event/7/statistics',
    ]);
    expect(first.statistics?.[0]?.groups[0]?.statisticsItems[0]).toMatchObject({ home: '6', away: '3' });

    answers['/event/7/statistics'] = statisticsBody(9, 7);
    const second = await fetchTopicState(topic, feed.fetch, first);
    const change = diffTopicState(topic, first, second);
    expect(Object.keys(change ?? {})).toEqual(['statistics']);
    expect(
      applyTopicChange(topic, first, change!).statistics?.[0]?.groups[0]?.statisticsItems[0],
    ).toMatchObject({
      home: '9',
      away: '7',
    });

    // A section the feed fails to answer keeps what was polled before: no change to publish.
    answers['/event/7/statistics'] = new Error('timeout');
    const third = await fetchTopicState(topic, feed.fetch, second);
    expect(diffTopicState(topic, second, third)).toBeNull();
  });
});
