// The web inbox: `/view#token=temp_…` opens one temporary inbox; otherwise sign in (e-mail and
// password, or an API key) to manage the account's inboxes and webhooks. The token and the
// credential stay in this browser (fragment, localStorage) and go only to the API, in headers.
import { Api, ApiError } from './api.js';
import { html, render, useCallback, useEffect, useMemo, useRef, useState } from './deps.js';
import { fullTime, untilTime } from './format.js';
import { InboxView } from './inbox-view.js';
import { Badge, CopyButton, Empty, ErrorNote, Icon, Spinner } from './ui.js';
import { WebhooksPage } from './webhooks.js';

const CREDENTIAL_KEY = 'agent-inbox.credential';

function readHash() {
  const raw = location.hash.replace(/^#/, '');
  const params = new URLSearchParams(raw.includes('=') ? raw : '');
  return { token: params.get('token'), path: raw.startsWith('/') ? raw : '' };
}

function useHash() {
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const onChange = () => setHash(readHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function loadCredential() {
  try {
    const value = JSON.parse(localStorage.getItem(CREDENTIAL_KEY) ?? 'null');
    return value && (value.kind === 'jwt' || value.kind === 'key') && typeof value.value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function Brand({ sub }) {
  return html`<a class="brand" href="/view#/" aria-label="Agent Inbox home">
    <img src="/view/app/icon.svg" width="24" height="24" alt="" />
    <span class="brand-name">Agent Inbox</span>
    ${sub ? html`<span class="brand-sub hide-narrow">${sub}</span>` : ''}
  </a>`;
}

function ConfirmButton({ onConfirm, label, confirmLabel = 'Confirm', icon = 'trash', className = '' }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return html`<button type="button" class=${`btn btn-danger ${armed ? 'is-armed' : 'btn-ghost'} ${className}`} onClick=${() => (armed ? onConfirm() : setArmed(true))}>
    <${Icon} name=${icon} /> <span class=${armed ? '' : 'btn-label'}>${armed ? confirmLabel : label}</span>
  </button>`;
}

// --- one temporary inbox, opened by its token ---------------------------------------------------
function TokenApp({ token }) {
  const api = useMemo(() => new Api({ kind: 'token', token }), [token]);
  const [inbox, setInbox] = useState(null);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState(null);
  useEffect(() => {
    api.tokenInbox().then(setInbox, (e) => (e instanceof ApiError && (e.status === 404 || e.status === 401) ? setGone(true) : setError(e)));
  }, [api]);
  const remove = async () => {
    try {
      await api.deleteInbox(inbox.id);
      setGone(true);
    } catch (e) {
      setError(e);
    }
  };
  return html`<div class="shell">
    <header class="topbar">
      <${Brand} sub="Temporary inbox" />
      <span class="spacer"></span>
      ${inbox && !gone ? html`<${ConfirmButton} label="Delete inbox" confirmLabel="Delete it now?" onConfirm=${remove} />` : ''}
      <a class="btn btn-ghost" href="/view#/">Sign in</a>
    </header>
    <main class="main">
      <${ErrorNote} error=${error} />
      ${gone
        ? html`<${Empty} icon="clock" title="This inbox is gone">It expired or was deleted, and its mail with it. Create a new one with <code>POST /api/v1/public/inbox</code>.</${Empty}>`
        : inbox
          ? html`<${InboxView} api=${api} inbox=${inbox} onInboxGone=${() => setGone(true)} />`
          : error
            ? ''
            : html`<${Spinner} label="Opening inbox" />`}
    </main>
  </div>`;
}

// --- signing in -------------------------------------------------------------------------------
function SignIn({ onSignedIn }) {
  const [mode, setMode] = useState('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'password') {
        const result = await Api.login(email, password);
        onSignedIn({ kind: 'jwt', value: result.token, email: result.user.email });
      } else {
        const credential = { kind: 'key', value: key.trim() };
        await new Api(credential).inboxes();
        onSignedIn(credential);
      }
    } catch (e) {
      setError(e.status === 401 ? new Error(mode === 'password' ? 'Wrong e-mail or password.' : 'That API key is not valid (or was revoked).') : e);
    } finally {
      setBusy(false);
    }
  };
  const openTemporary = async () => {
    setError(null);
    try {
      const created = await new Api(null).data('POST', '/public/inbox');
      location.hash = `token=${created.token}`;
    } catch (e) {
      setError(e);
    }
  };
  return html`<div class="shell">
    <header class="topbar"><${Brand} /></header>
    <main class="main center">
      <div class="signin">
        <h1>Look at what your agents receive</h1>
        <p class="muted">Messages, codes, HTML rendered safely, authentication verdicts and webhook deliveries.</p>
        <div class="card">
          <div class="segmented" role="tablist">
            <button type="button" role="tab" aria-selected=${mode === 'password' ? 'true' : 'false'} onClick=${() => setMode('password')}>E-mail & password</button>
            <button type="button" role="tab" aria-selected=${mode === 'key' ? 'true' : 'false'} onClick=${() => setMode('key')}>API key</button>
          </div>
          <form onSubmit=${submit} class="form">
            ${mode === 'password'
              ? html`<label>E-mail<input type="email" name="email" autocomplete="username" required value=${email} onInput=${(e) => setEmail(e.currentTarget.value)} /></label>
                  <label>Password<input type="password" name="password" autocomplete="current-password" required value=${password} onInput=${(e) => setPassword(e.currentTarget.value)} /></label>`
              : html`<label>API key<input type="password" name="api-key" placeholder="ak_…" required value=${key} onInput=${(e) => setKey(e.currentTarget.value)} autocomplete="off" /></label>`}
            <${ErrorNote} error=${error} />
            <button type="submit" class="btn btn-primary btn-block" disabled=${busy}>${busy ? 'Signing in…' : 'Sign in'}</button>
          </form>
        </div>
        <div class="or"><span>or</span></div>
        <button type="button" class="btn btn-block" onClick=${openTemporary}><${Icon} name="clock" /> Open a 60-minute temporary inbox</button>
        <p class="muted small center-text">Have a <code>view_url</code> from the API? Open it: the inbox token travels in the link's fragment and never reaches the server's logs.</p>
      </div>
    </main>
  </div>`;
}

// --- the account ------------------------------------------------------------------------------
function CreateInbox({ api, onCreated, onCancel }) {
  const [type, setType] = useState('temporary');
  const [prefix, setPrefix] = useState('');
  const [ttl, setTtl] = useState('60');
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { type };
      if (prefix.trim()) body.prefix = prefix.trim();
      if (type === 'temporary') body.ttl_minutes = Number(ttl);
      onCreated(await api.createInbox(body));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return html`<form class="create-inbox card" onSubmit=${submit} aria-label="New inbox">
    <div class="segmented">
      <button type="button" aria-selected=${type === 'temporary' ? 'true' : 'false'} onClick=${() => setType('temporary')}>Temporary</button>
      <button type="button" aria-selected=${type === 'persistent' ? 'true' : 'false'} onClick=${() => setType('persistent')}>Persistent</button>
    </div>
    <label>Address prefix <span class="muted">(optional)</span><input name="prefix" placeholder="signup-bot" value=${prefix} onInput=${(e) => setPrefix(e.currentTarget.value)} autocomplete="off" /></label>
    ${type === 'temporary'
      ? html`<label>Expires after<select name="ttl" value=${ttl} onChange=${(e) => setTtl(e.currentTarget.value)}>
          <option value="15">15 minutes</option><option value="60">1 hour</option><option value="1440">1 day</option><option value="10080">7 days</option>
        </select></label>`
      : html`<p class="muted small">Persistent inboxes never expire and can send and reply.</p>`}
    <${ErrorNote} error=${error} />
    <div class="row-actions">
      <button type="button" class="btn btn-ghost" onClick=${onCancel}>Cancel</button>
      <button type="submit" class="btn btn-primary" disabled=${busy}>Create inbox</button>
    </div>
  </form>`;
}

function InboxActions({ api, inbox, onChanged, onDeleted }) {
  const [error, setError] = useState(null);
  const extend = async (minutes) => {
    setError(null);
    try {
      onChanged(await api.extendInbox(inbox.id, minutes));
    } catch (e) {
      setError(e);
    }
  };
  const remove = async () => {
    try {
      await api.deleteInbox(inbox.id);
      onDeleted(inbox.id);
    } catch (e) {
      setError(e);
    }
  };
  return html`<div class="inbox-actions">
    ${inbox.type === 'temporary'
      ? html`<label class="extend" title=${`Expires ${fullTime(inbox.expires_at)}`}>
          <${Icon} name="clock" size=${14} />
          <select aria-label="Extend expiry" onChange=${(e) => e.currentTarget.value && (extend(Number(e.currentTarget.value)), (e.currentTarget.value = ''))}>
            <option value="">Expires ${untilTime(inbox.expires_at)}</option>
            <option value="60">Keep 1 more hour</option>
            <option value="1440">Keep 1 more day</option>
            <option value="10080">Keep 7 more days</option>
          </select>
        </label>`
      : html`<${Badge}>persistent<//>`}
    <${ConfirmButton} label="Delete inbox" confirmLabel="Delete it and its mail?" onConfirm=${remove} className="btn-small" />
    <${ErrorNote} error=${error} />
  </div>`;
}

function NewInboxNotice({ created, onClose }) {
  if (!created?.token) return null;
  return html`<div class="note note-success new-token" role="status" data-testid="new-token">
    <div><b>${created.address}</b> is ready. Its token is shown only now:</div>
    <div class="token-row"><code>${created.token}</code><${CopyButton} text=${created.token} className="btn-small" /></div>
    ${created.view_url ? html`<div class="token-row"><a href=${created.view_url} target="_blank" rel="noopener">Open the token link</a><${CopyButton} text=${created.view_url} label="Copy link" className="btn-small" /></div>` : ''}
    <button type="button" class="btn btn-ghost btn-small close" onClick=${onClose} aria-label="Dismiss"><${Icon} name="x" /></button>
  </div>`;
}

function AccountApp({ credential, path, onSignOut }) {
  const api = useMemo(() => new Api(credential), [credential]);
  const [inboxes, setInboxes] = useState(null);
  const [error, setError] = useState(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(null);
  const removed = useRef(new Set());
  const page = path.startsWith('/webhooks') ? 'webhooks' : 'inboxes';
  const selectedId = /^\/inboxes\/([0-9a-f-]{36})/.exec(path)?.[1] ?? null;
  const fail = useCallback((e) => (e instanceof ApiError && e.status === 401 ? onSignOut() : setError(e)), [onSignOut]);
  const load = useCallback(() => api.inboxes().then((result) => setInboxes(result.data), fail), [api, fail]);
  useEffect(() => void load(), [load]);
  const selected = inboxes?.find((i) => i.id === selectedId) ?? null;
  // A link to an inbox this page has not listed yet (created elsewhere since): fetch it.
  useEffect(() => {
    if (!inboxes || !selectedId || selected || removed.current.has(selectedId)) return;
    api.inbox(selectedId).then((inbox) => setInboxes((current) => (current.some((i) => i.id === inbox.id) ? current : [inbox, ...current])), fail);
  }, [inboxes, selectedId]);
  const go = (to) => (location.hash = to);
  const onCreated = (inbox) => {
    setCreating(false);
    setCreated(inbox);
    setInboxes((current) => [inbox, ...(current ?? [])]);
    go(`/inboxes/${inbox.id}`);
  };
  const onDeleted = (id) => {
    removed.current.add(id);
    setInboxes((current) => current.filter((i) => i.id !== id));
    go('/inboxes');
  };
  const onChanged = (inbox) => setInboxes((current) => current.map((i) => (i.id === inbox.id ? inbox : i)));

  return html`<div class="shell">
    <header class="topbar">
      <${Brand} />
      <nav class="nav">
        <a href="#/inboxes" aria-current=${page === 'inboxes' ? 'page' : undefined}><${Icon} name="inbox" /> Inboxes</a>
        <a href="#/webhooks" aria-current=${page === 'webhooks' ? 'page' : undefined}><${Icon} name="hook" /> Webhooks</a>
      </nav>
      <span class="spacer"></span>
      <span class="who hide-narrow muted small">${credential.email ?? (credential.kind === 'key' ? `API key ${credential.value.slice(0, 11)}…` : '')}</span>
      <button type="button" class="btn btn-ghost" onClick=${onSignOut} title="Sign out"><${Icon} name="logout" /> <span class="hide-narrow">Sign out</span></button>
    </header>
    <main class="main">
      <${ErrorNote} error=${error} />
      ${page === 'webhooks'
        ? html`<${WebhooksPage} api=${api} />`
        : html`<div class=${`account ${selected ? 'has-inbox' : ''}`}>
            <aside class="sidebar" aria-label="Inboxes">
              <div class="sidebar-head">
                <h2>Inboxes</h2>
                <button type="button" class="btn btn-primary btn-small" onClick=${() => setCreating(!creating)}><${Icon} name="plus" /> New</button>
              </div>
              ${creating ? html`<${CreateInbox} api=${api} onCreated=${onCreated} onCancel=${() => setCreating(false)} />` : ''}
              ${inboxes === null ? html`<${Spinner} label="Loading inboxes" />` : ''}
              ${inboxes && inboxes.length === 0 && !creating ? html`<${Empty} title="No inboxes yet">Create one to get an address.</${Empty}>` : ''}
              <ul class="inbox-list" data-testid="inbox-list">
                ${(inboxes ?? []).map(
                  (inbox) => html`<li key=${inbox.id}>
                    <a class=${`inbox-item ${inbox.id === selectedId ? 'is-open' : ''}`} href=${`#/inboxes/${inbox.id}`} aria-current=${inbox.id === selectedId ? 'true' : undefined}>
                      <span class="inbox-item-address">${inbox.address}</span>
                      <span class="inbox-item-meta">
                        <${Badge} tone=${inbox.type === 'temporary' ? 'accent' : 'muted'}>${inbox.type}<//>
                        ${inbox.expires_at ? html`<span class="muted small">expires ${untilTime(inbox.expires_at)}</span>` : ''}
                      </span>
                    </a>
                  </li>`,
                )}
              </ul>
            </aside>
            <section class="account-main">
              <${NewInboxNotice} created=${created} onClose=${() => setCreated(null)} />
              ${selected
                ? html`<${InboxView}
                    key=${selected.id}
                    api=${api}
                    inbox=${selected}
                    onInboxGone=${() => onDeleted(selected.id)}
                    header=${html`<div class="inbox-bar"><a class="btn btn-ghost only-narrow" href="#/inboxes"><${Icon} name="back" /> Inboxes</a><${InboxActions} api=${api} inbox=${selected} onChanged=${onChanged} onDeleted=${onDeleted} /></div>`}
                  />`
                : html`<${Empty} icon="inbox" title=${inboxes?.length ? 'Choose an inbox' : 'Create your first inbox'}>Its mail, codes and links show up here as they arrive.</${Empty}>`}
            </section>
          </div>`}
    </main>
  </div>`;
}

function App() {
  const { token, path } = useHash();
  const [credential, setCredential] = useState(loadCredential);
  const signIn = (value) => {
    localStorage.setItem(CREDENTIAL_KEY, JSON.stringify(value));
    setCredential(value);
    if (!path.startsWith('/inboxes') && !path.startsWith('/webhooks')) location.hash = '/inboxes';
  };
  const signOut = useCallback(() => {
    localStorage.removeItem(CREDENTIAL_KEY);
    setCredential(null);
  }, []);
  if (token) return html`<${TokenApp} token=${token} key=${token} />`;
  if (credential) return html`<${AccountApp} credential=${credential} path=${path} onSignOut=${signOut} />`;
  return html`<${SignIn} onSignedIn=${signIn} />`;
}

render(html`<${App} />`, document.getElementById('app'));
