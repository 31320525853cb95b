// One message: headers, verdicts, the extracted code, HTML (sandboxed), text, raw source,
// attachments and the rest of its thread.
import { html, useEffect, useMemo, useState } from './deps.js';
import { fileSize, fullTime, parseAddress, senderLabel, shortTime, avatarFor } from './format.js';
import { MAIL_FRAME_SANDBOX, mailDocument } from './mail-html.js';
import { AuthBadges, Badge, CopyButton, Empty, ErrorNote, Icon, Spinner } from './ui.js';

export function Avatar({ label }) {
  const { letter, hue } = avatarFor(label);
  return html`<span class="avatar" style=${`--hue:${hue}`} aria-hidden="true">${letter}</span>`;
}

function CodeCard({ code }) {
  if (!code) return null;
  const isLink = code.kind === 'link';
  return html`<section class="code-card" data-testid="code-card" aria-label=${isLink ? 'Extracted link' : 'Extracted code'}>
    <div class="code-card-label"><${Icon} name=${isLink ? 'link' : 'key'} size=${14} /> ${isLink ? 'Confirmation link' : 'Verification code'}</div>
    <div class="code-card-row">
      ${isLink
        ? html`<a class="code-link" href=${code.code} target="_blank" rel="noopener noreferrer" data-testid="code-value">${code.code}</a>`
        : html`<output class="code-value" data-testid="code-value">${code.code}</output>`}
      <${CopyButton} text=${code.code} label=${isLink ? 'Copy link' : 'Copy code'} className="btn-primary" />
    </div>
    ${code.text ? html`<p class="code-context">${code.text}</p>` : ''}
  </section>`;
}

function Attachments({ api, message }) {
  const [busy, setBusy] = useState(null);
  const [error, setError] = useState(null);
  if (!message.attachments?.length) return null;
  const download = async (attachment) => {
    setBusy(attachment.id);
    setError(null);
    try {
      const blob = await api.attachment(message.inbox_id, message.id, attachment.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.filename || 'attachment';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  return html`<section class="attachments" aria-label="Attachments">
    <h3 class="section-title"><${Icon} name="clip" size=${14} /> ${message.attachments.length} attachment${message.attachments.length > 1 ? 's' : ''}</h3>
    <ul>
      ${message.attachments.map(
        (a) => html`<li key=${a.id}>
          <button type="button" class="attachment" onClick=${() => download(a)} disabled=${busy === a.id} aria-label=${`Download ${a.filename || 'attachment'} (${fileSize(a.size)})`} title=${`Download ${a.filename || 'attachment'}`}>
            <span class="attachment-icon"><${Icon} name="file" size=${18} /></span>
            <span class="attachment-name">${a.filename || '(unnamed)'}</span>
            <span class="attachment-meta">${a.content_type} · ${fileSize(a.size)}</span>
            <span class="attachment-action"><${Icon} name="download" /></span>
          </button>
        </li>`,
      )}
    </ul>
    <${ErrorNote} error=${error} />
  </section>`;
}

function HtmlBody({ body }) {
  const [allowRemote, setAllowRemote] = useState(false);
  const { srcdoc, remoteCount } = useMemo(() => mailDocument(body, { allowRemote }), [body, allowRemote]);
  return html`<div class="html-body">
    ${remoteCount > 0 && !allowRemote
      ? html`<div class="note note-info" data-testid="remote-blocked">
          <${Icon} name="image" /> <span>${remoteCount} remote ${remoteCount === 1 ? 'resource' : 'resources'} blocked to protect your privacy.</span>
          <button type="button" class="btn btn-small" onClick=${() => setAllowRemote(true)}>Load remote images</button>
        </div>`
      : ''}
    <iframe class="mail-frame" title="Message content" sandbox=${MAIL_FRAME_SANDBOX} referrerpolicy="no-referrer" srcdoc=${srcdoc} data-testid="mail-frame"></iframe>
  </div>`;
}

function RawSource({ api, message }) {
  const [raw, setRaw] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    let live = true;
    api.raw(message.inbox_id, message.id).then((text) => live && setRaw(text), (e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [message.id]);
  if (error) return html`<${ErrorNote} error=${error} />`;
  if (raw === null) return html`<${Spinner} label="Loading source" />`;
  return html`<div class="raw">
    <div class="raw-tools"><span class="muted">${fileSize(new Blob([raw]).size)} · RFC 5322 source</span><${CopyButton} text=${raw} label="Copy source" /></div>
    <pre class="raw-source" data-testid="raw-source">${raw}</pre>
  </div>`;
}

function Details({ message }) {
  const rows = [
    ['From', message.from],
    ['To', message.to],
    ['Cc', message.cc],
    ['Reply-To', message.reply_to],
    ['Date', fullTime(message.created_at)],
    ['Message-ID', message.message_id],
    ['In-Reply-To', message.in_reply_to],
    ['References', message.references?.join(' ')],
  ].filter(([, value]) => value);
  return html`<dl class="details">${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

function Thread({ api, message, onOpen }) {
  const [thread, setThread] = useState(null);
  useEffect(() => {
    let live = true;
    setThread(null);
    if (message.thread_id) api.thread(message.inbox_id, message.thread_id).then((t) => live && setThread(t), () => live && setThread(null));
    return () => {
      live = false;
    };
  }, [message.id]);
  if (!thread || thread.messages.length < 2) return null;
  return html`<section class="thread" aria-label="Thread" data-testid="thread">
    <h3 class="section-title"><${Icon} name="thread" size=${14} /> Thread · ${thread.messages.length} messages</h3>
    <ol>
      ${thread.messages.map(
        (m) => html`<li key=${m.id}>
          <button type="button" class=${`thread-item ${m.id === message.id ? 'is-current' : ''}`} onClick=${() => m.id !== message.id && onOpen(m.id)} aria-current=${m.id === message.id ? 'true' : undefined}>
            <${Avatar} label=${senderLabel(m)} />
            <span class="thread-from">${m.direction === 'outbound' ? 'You' : senderLabel(m)}</span>
            <span class="thread-subject">${m.subject || '(no subject)'}</span>
            <time class="thread-time" datetime=${m.created_at} title=${fullTime(m.created_at)}>${shortTime(m.created_at)}</time>
          </button>
        </li>`,
      )}
    </ol>
  </section>`;
}

const STATUS_TONE = { queued: 'muted', sending: 'warn', sent: 'good', failed: 'bad' };

export function MessageView({ api, inboxId, messageId, onBack, onDelete, onOpen }) {
  const [message, setMessage] = useState(null);
  const [error, setError] = useState(null);
  const [tab, setTab] = useState('html');
  useEffect(() => {
    let live = true;
    setMessage(null);
    setError(null);
    api.message(inboxId, messageId).then(
      (m) => {
        if (!live) return;
        setMessage(m);
        setTab(m.body_html ? 'html' : 'text');
      },
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [inboxId, messageId]);

  if (error) return html`<div class="message-pane"><${ErrorNote} error=${error} /></div>`;
  if (!message) return html`<div class="message-pane"><${Spinner} label="Opening message" /></div>`;
  const sender = parseAddress(message.from, message.from_name);
  const label = senderLabel(message);
  const tabs = [
    message.body_html ? ['html', 'HTML'] : null,
    ['text', 'Text'],
    ['raw', 'Source'],
    ['details', 'Headers'],
  ].filter(Boolean);

  return html`<article class="message-pane" data-testid="message-view" aria-label=${message.subject || 'Message'}>
    <div class="message-toolbar">
      <button type="button" class="btn btn-ghost only-narrow" onClick=${onBack} aria-label="Back to the list"><${Icon} name="back" /> Back</button>
      <span class="spacer"></span>
      <button type="button" class="btn btn-ghost btn-danger" onClick=${() => onDelete(message.id)} title="Delete message (Del)"><${Icon} name="trash" /> <span class="hide-narrow">Delete</span></button>
    </div>
    <header class="message-header">
      <h1 class="message-subject">${message.subject || '(no subject)'}</h1>
      <${AuthBadges} authentication=${message.authentication} />
      <div class="message-from">
        <${Avatar} label=${label} />
        <div class="message-from-text">
          <div><strong>${sender.name || sender.address}</strong>${sender.name ? html` <span class="muted">${`<${sender.address}>`}</span>` : ''}</div>
          <div class="muted small">to ${message.to}${message.cc ? html`, cc ${message.cc}` : ''}</div>
        </div>
        <time class="message-date muted small" datetime=${message.created_at} title=${fullTime(message.created_at)}>${fullTime(message.created_at)}</time>
      </div>
      ${message.direction === 'outbound' && message.status
        ? html`<div class="message-status"><${Badge} tone=${STATUS_TONE[message.status] ?? 'muted'}><${Icon} name="send" size=${12} /> ${message.status}<//>${message.status_reason ? html` <span class="muted small">${message.status_reason}</span>` : ''}</div>`
        : ''}
    </header>
    <${CodeCard} code=${message.verification} />
    <${Attachments} api=${api} message=${message} />
    <div class="tabs" role="tablist">
      ${tabs.map(([id, name]) => html`<button type="button" role="tab" class="tab" aria-selected=${tab === id ? 'true' : 'false'} onClick=${() => setTab(id)}>${name}</button>`)}
    </div>
    <div class="tab-panel" role="tabpanel">
      ${tab === 'html' ? html`<${HtmlBody} body=${message.body_html} />` : ''}
      ${tab === 'text' ? (message.body_text ? html`<pre class="text-body" data-testid="text-body">${message.body_text}</pre>` : html`<${Empty} icon="file" title="No plain-text part" />`) : ''}
      ${tab === 'raw' ? html`<${RawSource} api=${api} message=${message} />` : ''}
      ${tab === 'details' ? html`<${Details} message=${message} />` : ''}
    </div>
    <${Thread} api=${api} message=${message} onOpen=${onOpen} />
  </article>`;
}
