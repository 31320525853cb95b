// Live mail: reads the inbox's server-sent event stream (GET …/messages/stream) with fetch, so the
// credential travels in a header (EventSource cannot send one). Reconnects with backoff and
// resumes after the newest message it has seen, so nothing is missed in between.

/**
 * Calls onMessage(summary) for every new message until `signal` aborts; onGone() when the inbox
 * is deleted or expires; onState('live' | 'reconnecting') as the connection changes.
 */
export async function followInbox(api, inboxId, { since, onMessage, onGone, onState, signal }) {
  let last = since ?? null;
  let delay = 500;
  while (!signal.aborted) {
    try {
      const query = last ? `?since=${encodeURIComponent(last)}` : '';
      const response = await api.fetch('GET', `/inboxes/${inboxId}/messages/stream${query}`, { signal });
      onState?.('live');
      delay = 500;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event.type === 'message' && event.data) {
            const message = JSON.parse(event.data);
            last = message.id;
            onMessage(message);
          } else if (event.type === 'gone') {
            onGone?.();
            return;
          }
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error?.status === 404) {
        onGone?.();
        return;
      }
      if (error?.status === 401) throw error;
    }
    if (signal.aborted) return;
    onState?.('reconnecting');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, delay);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    delay = Math.min(delay * 2, 15000);
  }
}

function parseEvent(block) {
  const event = { type: 'message', data: '' };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.type = value;
    else if (field === 'data') event.data += (event.data ? '\n' : '') + value;
  }
  return event;
}
