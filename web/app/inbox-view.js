// One inbox: the live message list (search, unread state, keyboard) beside the open message.
import { html, useCallback, useEffect, useMemo, useRef, useState } from './deps.js';
import { fullTime, senderLabel, shortTime, snippet, untilTime } from './format.js';
import { Avatar, MessageView } from './message-view.js';
import { followInbox } from './stream.js';
import { CopyButton, Empty, ErrorNote, Icon, Spinner } from './ui.js';

const READ_LIMIT = 1000;

/** Read message ids per inbox, kept in this browser only. */
function useReadState(inboxId) {
  const key = `agent-inbox.read.${inboxId}`;
  const [read, setRead] = useState(() => {
    try {
      return new Set(JSON.parse(localStorage.getItem(key) ?? '[]'));
    } catch {
      return new Set();
    }
  });
  const markRead = useCallback(
    (id) =>
      setRead((current) => {
        if (current.has(id)) return current;
        const next = new Set(current).add(id);
        try {
          localStorage.setItem(key, JSON.stringify([...next].slice(-READ_LIMIT)));
        } catch {
          // storage full or disabled: unread state lasts for this page only
        }
        return next;
      }),
    [key],
  );
  return [read, markRead];
}

function isTyping(event) {
  const target = event.target;
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function InboxView({ api, inbox, onInboxGone, header }) {
  const [messages, setMessages] = useState(null);
  const [nextCursor, setNextCursor] = useState(null);
  const [error, setError] = useState(null);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const [openId, setOpenId] = useState(null);
  const [code, setCode] = useState(null);
  const [live, setLive] = useState('connecting');
  const [read, markRead] = useReadState(inbox.id);
  const search = useRef(null);
  const list = useRef(null);


  // Initial page, then live updates from the event stream.
  useEffect(() => {
    const stop = new AbortController();
    setMessages(null);
    setOpenId(null);
    setError(null);
    api.messages(inbox.id).then(
      (page) => {
        if (stop.signal.aborted) return;
        setMessages(page.data);
        setNextCursor(page.next_cursor);
        const newest = page.data[0]?.id;
        followInbox(api, inbox.id, {
          since: newest ?? new Date().toISOString(),
          signal: stop.signal,
          onState: setLive,
          onGone: () => onInboxGone?.(),
          onMessage: (message) => {
            setMessages((current) => (current?.some((m) => m.id === message.id) ? current : [message, ...(current ?? [])]));
          },
        }).catch((e) => setError(e));
      },
      (e) => {
        if (stop.signal.aborted) return;
        if (e.status === 404) onInboxGone?.();
        else setError(e);
      },
    );
    return () => stop.abort();
  }, [api, inbox.id]);

  // The code or link of the newest received message, shown above the list.
  const newestInbound = messages?.find((m) => m.direction === 'inbound')?.id ?? null;
  useEffect(() => {
    let live = true;
    setCode(null);
    if (newestInbound) api.message(inbox.id, newestInbound).then((m) => live && setCode(m.verification ? { ...m.verification, message_id: m.id } : null), () => {});
    return () => {
      live = false;
    };
  }, [api, inbox.id, newestInbound]);

  const shown = useMemo(() => {
    if (!messages) return [];
    const q = query.trim().toLowerCase();
    if (!q) return messages;
    return messages.filter((m) => `${m.from} ${m.from_name ?? ''} ${m.subject}`.toLowerCase().includes(q));
  }, [messages, query]);

  useEffect(() => {
    if (cursor >= shown.length) setCursor(Math.max(0, shown.length - 1));
  }, [shown.length]);

  const open = useCallback(
    (id) => {
      setOpenId(id);
      markRead(id);
      const index = shown.findIndex((m) => m.id === id);
      if (index >= 0) setCursor(index);
    },
    [shown, markRead],
  );

  const remove = useCallback(
    async (id) => {
      try {
        await api.deleteMessage(inbox.id, id);
        setMessages((current) => current.filter((m) => m.id !== id));
        if (openId === id) setOpenId(null);
      } catch (e) {
        setError(e);
      }
    },
    [api, inbox.id, openId],
  );

  const loadMore = async () => {
    const page = await api.messages(inbox.id, nextCursor);
    setMessages((current) => [...current, ...page.data.filter((m) => !current.some((c) => c.id === m.id))]);
    setNextCursor(page.next_cursor);
  };

  // Keyboard: j/k move, Enter opens, Delete removes, / searches, Escape closes. The handler is
  // registered once and reads the latest state from a ref, so fast key sequences never act on a
  // stale render.
  const keys = useRef({});
  keys.current = { shown, cursor, openId, open, remove };
  useEffect(() => {
    const onKey = (event) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const state = keys.current;
      if (isTyping(event)) {
        if (event.key === 'Escape' && event.target === search.current) {
          event.preventDefault();
          if (search.current.value) setQuery('');
          else search.current.blur();
        }
        return;
      }
      const move = (step) => {
        event.preventDefault();
        state.cursor = Math.max(0, Math.min(state.cursor + step, state.shown.length - 1));
        setCursor(state.cursor);
      };
      const current = state.shown[state.cursor];
      if (event.key === 'j' || event.key === 'ArrowDown') move(1);
      else if (event.key === 'k' || event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' && current) {
        event.preventDefault();
        state.open(current.id);
      } else if ((event.key === 'Delete' || event.key === '#') && (state.openId || current)) {
        event.preventDefault();
        void state.remove(state.openId ?? current.id);
      } else if (event.key === '/') {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === 'Escape' && state.openId) {
        state.openId = null;
        setOpenId(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    list.current?.querySelector('[data-cursor="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [cursor]);

  const unread = messages ? messages.filter((m) => m.direction === 'inbound' && !read.has(m.id)).length : 0;

  return html`<div class=${`inbox-view ${openId ? 'has-open' : ''}`}>
    <section class="list-pane" aria-label="Messages">
      ${header}
      <div class="list-head">
        <div class="inbox-address">
          <span class="address-text" title=${inbox.address} data-testid="inbox-address">${inbox.address}</span>
          <${CopyButton} text=${inbox.address} label="Copy" className="btn-small" title="Copy the address" />
        </div>
        <div class="list-meta">
          <span class=${`live live-${live}`} title=${live === 'live' ? 'New mail appears here as it arrives' : 'Reconnecting…'}><span class="live-dot"></span>${live === 'live' ? 'Live' : live === 'connecting' ? 'Connecting' : 'Reconnecting'}</span>
          ${messages ? html`<span class="muted small" data-testid="counts">${messages.length} message${messages.length === 1 ? '' : 's'}${unread ? html` · <b>${unread} unread</b>` : ''}</span>` : ''}
          ${inbox.expires_at ? html`<span class="muted small" title=${fullTime(inbox.expires_at)}><${Icon} name="clock" size=${12} /> expires ${untilTime(inbox.expires_at)}</span>` : ''}
        </div>
        <label class="search">
          <${Icon} name="search" />
          <input ref=${search} type="search" placeholder="Search from or subject" value=${query} onInput=${(e) => setQuery(e.currentTarget.value)} aria-label="Search messages by sender or subject" />
          <kbd class="hide-narrow">/</kbd>
        </label>
      </div>
      ${code && !query
        ? html`<div class="latest-code" data-testid="latest-code">
            <div>
              <div class="latest-code-label">${code.kind === 'link' ? 'Latest link' : 'Latest code'}</div>
              ${code.kind === 'link' ? html`<div class="latest-code-link">${code.code}</div>` : html`<div class="latest-code-value">${code.code}</div>`}
            </div>
            <${CopyButton} text=${code.code} label=${code.kind === 'link' ? 'Copy link' : 'Copy'} className="btn-primary btn-small" />
          </div>`
        : ''}
      <${ErrorNote} error=${error} />
      ${messages === null && !error ? html`<${Spinner} label="Loading messages" />` : ''}
      ${messages && messages.length === 0
        ? html`<${Empty} title="Waiting for mail">Send a message to <b>${inbox.address}</b>. It appears here the moment it arrives.</${Empty}>`
        : ''}
      ${messages && messages.length > 0 && shown.length === 0 ? html`<${Empty} icon="search" title="No match">Nothing from or about “${query}”.</${Empty}>` : ''}
      <ul class="message-list" ref=${list} role="listbox" aria-label="Messages" data-testid="message-list">
        ${shown.map((m, index) => {
          const isUnread = m.direction === 'inbound' && !read.has(m.id);
          const label = m.direction === 'outbound' ? `To ${m.to}` : senderLabel(m);
          return html`<li key=${m.id} role="option" aria-selected=${m.id === openId ? 'true' : 'false'}>
            <button
              type="button"
              class=${`message-row ${isUnread ? 'is-unread' : ''} ${m.id === openId ? 'is-open' : ''}`}
              data-cursor=${index === cursor ? 'true' : 'false'}
              data-unread=${isUnread ? 'true' : 'false'}
              data-id=${m.id}
              onClick=${() => open(m.id)}
            >
              <${Avatar} label=${label} />
              <span class="row-main">
                <span class="row-top">
                  <span class="row-from">${label}</span>
                  <time class="row-time" datetime=${m.created_at} title=${fullTime(m.created_at)}>${shortTime(m.created_at)}</time>
                </span>
                <span class="row-subject">${m.subject || '(no subject)'}</span>
                <span class="row-snippet">${m.attachment_count ? html`<${Icon} name="clip" size=${12} /> ` : ''}${m.preview ?? snippet(m.body_text)}</span>
              </span>
            </button>
          </li>`;
        })}
      </ul>
      ${nextCursor && !query ? html`<button type="button" class="btn btn-ghost load-more" onClick=${loadMore}>Load older messages</button>` : ''}
      <div class="shortcuts hide-narrow muted small"><${Icon} name="keyboard" size=${13} /> <kbd>j</kbd><kbd>k</kbd> move · <kbd>Enter</kbd> open · <kbd>Del</kbd> delete · <kbd>/</kbd> search</div>
    </section>
    <section class="open-pane" aria-label="Message">
      ${openId
        ? html`<${MessageView} key=${openId} api=${api} inboxId=${inbox.id} messageId=${openId} onBack=${() => setOpenId(null)} onDelete=${remove} onOpen=${open} />`
        : html`<${Empty} icon="inbox" title=${messages?.length ? 'Select a message' : 'No messages yet'}>${messages?.length ? 'Pick one from the list, or press Enter.' : 'New mail shows up without reloading.'}</${Empty}>`}
    </section>
  </div>`;
}
