import { describe, expect, it } from 'vitest';
import { applyTopicChange, countsTopic, diffTopicState, eventTopic, liveTopic } from './topics.ts';

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
    const unknown = { event: null, incidents: null, odds: null };
    const firstEvent = diffTopicState(event, null, unknown);
    expect(firstEvent).not.toBeNull();
    expect(applyTopicChange(event, null, firstEvent!)).toEqual(unknown);
  });

  it('publishes nothing when a later poll finds the same state', () => {
    expect(diffTopicState(liveTopic('bandy'), { events: [] }, { events: [] })).toBeNull();
    expect(diffTopicState(countsTopic(), { counts: [] }, { counts: [] })).toBeNull();
    const unknown = { event: null, incidents: null, odds: null };
    expect(diffTopicState(eventTopic(1), unknown, unknown)).toBeNull();
  });
});
