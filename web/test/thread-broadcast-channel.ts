/**
 * A BroadcastChannel that reaches the channels of this thread only. Node's reaches every worker thread of
 * the process, and the web suites run side by side in threads: one suite's sign-out (routes/auth) would
 * send another's dashboard to /login. Within a thread it is a browser's: a message reaches every other
 * object of the name (not the one that sent it), as a task of its own. Listen with addEventListener.
 */
export class ThreadBroadcastChannel extends EventTarget {
  private static readonly open = new Map<string, Set<ThreadBroadcastChannel>>();
  readonly name: string;

  constructor(name: string) {
    super();
    this.name = name;
    const named = ThreadBroadcastChannel.open.get(name) ?? new Set();
    named.add(this);
    ThreadBroadcastChannel.open.set(name, named);
  }

  postMessage(data: unknown): void {
    for (const other of ThreadBroadcastChannel.open.get(this.name) ?? [])
      if (other !== this) setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data })), 0);
  }

  close(): void {
    ThreadBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
