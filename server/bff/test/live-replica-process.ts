/**
 * One BFF-like live replica in its own process, for the failover suite (which kills it with SIGKILL, as a
 * crash would). Reads FEED_URL, REDIS_URL, LIVE_PREFIX and LIVE_POLL_MS; prints {"wsUrl": …} when ready.
 */
import { createRedisPubSub } from '../live/pubsub.ts';
import { createRedisLiveStore } from '../live/store.ts';
import { startTestReplica } from './live-clients.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const prefix = env('LIVE_PREFIX');
const replica = await startTestReplica({
  feedUrl: env('FEED_URL'),
  pubsub: createRedisPubSub(env('REDIS_URL')),
  store: createRedisLiveStore(env('REDIS_URL'), prefix),
  pollMs: Number(env('LIVE_POLL_MS')),
  channelPrefix: `${prefix}live:`,
});
process.stdout.write(`${JSON.stringify({ wsUrl: replica.wsUrl })}\n`);
