// One decoder, reused: `decode` without `stream` starts afresh on every call.
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Request bytes as text, or undefined when they are not UTF-8. JSON is UTF-8 (RFC 8259 §8.1), and a lenient
 * decoder would store each bad byte as U+FFFD, a change the client never asked for: the API's bodies, the
 * BFF's JSON requests and its answers before Yoga all read bodies through this.
 */
export function strictUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}
