// Webhooks: the account's endpoints, their recent deliveries (status, response) and "resend".
import { html, useEffect, useState } from './deps.js';
import { fullTime, shortTime } from './format.js';
import { Badge, Empty, ErrorNote, Icon, Spinner } from './ui.js';

const STATUS_TONE = { succeeded: 'good', failed: 'bad', pending: 'warn' };

function Deliveries({ api, webhook }) {
  const [deliveries, setDeliveries] = useState(null);
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(null);
  const load = () => api.deliveries(webhook.id).then((page) => setDeliveries(page.data), setError);
  useEffect(() => {
    setDeliveries(null);
    void load();
  }, [webhook.id]);
  const resend = async (delivery) => {
    setBusy(delivery.id);
    setError(null);
    try {
      const updated = await api.resend(webhook.id, delivery.id);
      setDeliveries((current) => current.map((d) => (d.id === updated.id ? updated : d)));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  if (deliveries === null) return error ? html`<${ErrorNote} error=${error} />` : html`<${Spinner} label="Loading deliveries" />`;
  if (!deliveries.length) return html`<${Empty} icon="send" title="No deliveries yet">Events appear here once something happens in your inboxes.</${Empty}>`;
  return html`<div class="deliveries">
    <${ErrorNote} error=${error} />
    <table class="table" data-testid="deliveries">
      <thead><tr><th>Event</th><th>Status</th><th class="hide-narrow">Attempts</th><th>Response</th><th class="hide-narrow">When</th><th></th></tr></thead>
      <tbody>
        ${deliveries.map(
          (d) => html`<tr key=${d.id}>
            <td><code>${d.event_type}</code></td>
            <td><${Badge} tone=${STATUS_TONE[d.status] ?? 'muted'}>${d.status}<//></td>
            <td class="hide-narrow">${d.attempts}</td>
            <td class="response">
              ${d.last_status_code !== null ? html`<b>HTTP ${d.last_status_code}</b>` : html`<span class="muted">no response</span>`}
              ${d.last_duration_ms !== null ? html` <span class="muted small">${d.last_duration_ms} ms</span>` : ''}
              ${d.last_error ? html`<div class="small error-text">${d.last_error}</div>` : ''}
              ${d.next_attempt_at ? html`<div class="small muted">next try ${shortTime(d.next_attempt_at)}</div>` : ''}
            </td>
            <td class="hide-narrow"><time datetime=${d.last_attempt_at ?? d.created_at} title=${fullTime(d.last_attempt_at ?? d.created_at)}>${shortTime(d.last_attempt_at ?? d.created_at)}</time></td>
            <td><button type="button" class="btn btn-small" disabled=${busy === d.id} onClick=${() => resend(d)} title="Send this event again now"><${Icon} name="resend" size=${13} /> Resend</button></td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function WebhooksPage({ api }) {
  const [webhooks, setWebhooks] = useState(null);
  const [selected, setSelected] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    api.webhooks().then((page) => {
      setWebhooks(page.data);
      setSelected(page.data[0]?.id ?? null);
    }, setError);
  }, [api]);
  if (error) return html`<div class="page"><${ErrorNote} error=${error} /></div>`;
  if (webhooks === null) return html`<div class="page"><${Spinner} label="Loading webhooks" /></div>`;
  const current = webhooks.find((w) => w.id === selected);
  return html`<div class="page webhooks-page">
    <header class="page-header">
      <h1>Webhooks</h1>
      <p class="muted">Signed POSTs for inbox events. Create them with <code>POST /api/v1/webhooks</code>; the signing secret is shown only then.</p>
    </header>
    ${webhooks.length === 0
      ? html`<${Empty} icon="hook" title="No webhooks">Subscribe a URL with the API to see its deliveries here.</${Empty}>`
      : html`<div class="webhooks">
          <ul class="webhook-list" data-testid="webhook-list">
            ${webhooks.map(
              (w) => html`<li key=${w.id}>
                <button type="button" class=${`webhook-item ${w.id === selected ? 'is-open' : ''}`} onClick=${() => setSelected(w.id)}>
                  <span class="webhook-url">${w.url}</span>
                  <span class="small muted">${w.events.length ? w.events.join(', ') : 'all events'} · since ${shortTime(w.created_at)}</span>
                </button>
              </li>`,
            )}
          </ul>
          ${current ? html`<section class="webhook-detail" aria-label="Deliveries"><h2 class="section-title">Recent deliveries · <span class="muted">${current.url}</span></h2><${Deliveries} api=${api} webhook=${current} /></section>` : ''}
        </div>`}
  </div>`;
}
