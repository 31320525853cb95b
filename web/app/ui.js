// Shared pieces: icons, buttons, badges, copy-to-clipboard.
import { html, useEffect, useRef, useState } from './deps.js';

const PATHS = {
  copy: 'M9 9h10v12H9zM5 15H4V3h11v1',
  check: 'M4 12.5 9.5 18 20 6',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  back: 'M15 5 8 12l7 7',
  clip: 'm20 11.5-8.4 8.4a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  plus: 'M12 5v14M5 12h14',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  shield: 'M12 3 5 6v6c0 4.4 3 7.7 7 9 4-1.3 7-4.6 7-9V6l-7-3Z',
  key: 'M10 4 8 20M16 4l-2 16M4 9h16M3 15h16',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  hook: 'M9 7a3 3 0 1 1 4.6 2.5L11 14M6.5 15.5A3 3 0 1 0 11 18h6m1-3a3 3 0 1 1-2.8 4',
  inbox: 'M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6H3v-6L5.5 5Z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
  x: 'M6 6l12 12M18 6 6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4',
  thread: 'M4 5h12v9H8l-4 3V5ZM20 9v11l-3-2.5h-7',
  file: 'M6 3h8l4 4v14H6V3Zm8 0v4h4',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  send: 'M4 12 20 4l-6 16-3-7-7-1Z',
  resend: 'M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  keyboard: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
};

export function Icon({ name, size = 16, label }) {
  return html`<svg class="icon" width=${size} height=${size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden=${label ? undefined : 'true'} role=${label ? 'img' : undefined} aria-label=${label}>
    <path d=${PATHS[name]} />
  </svg>`;
}

/** Copies text; falls back to a selected textarea where the async clipboard API is missing (plain-HTTP origins). */
export async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the selection fallback
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export function CopyButton({ text, label = 'Copy', className = '', title }) {
  const [state, setState] = useState('idle');
  const timer = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async (event) => {
    event.stopPropagation();
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 1600);
  };
  return html`<button type="button" class=${`btn btn-copy ${className}`} data-state=${state} title=${title ?? `Copy ${text}`} onClick=${onClick}>
    <${Icon} name=${state === 'copied' ? 'check' : 'copy'} />
    <span>${state === 'copied' ? 'Copied' : state === 'failed' ? 'Press Ctrl+C' : label}</span>
  </button>`;
}

const VERDICT_TONE = { pass: 'good', fail: 'bad', softfail: 'warn', neutral: 'muted', none: 'muted', policy: 'warn', temperror: 'warn', permerror: 'bad', pending: 'muted' };
const tone = (result) => VERDICT_TONE[String(result ?? 'none').toLowerCase()] ?? 'muted';

export function Badge({ tone: t = 'muted', children, title }) {
  return html`<span class=${`badge badge-${t}`} title=${title}>${children}</span>`;
}

/**
 * SPF / DKIM / DMARC / ARC verdicts when the message carries them (`authentication`); nothing
 * at all when it does not.
 */
export function AuthBadges({ authentication: auth }) {
  if (!auth || typeof auth !== 'object') return null;
  const summary = String(auth.summary ?? 'none').toLowerCase();
  const summaryText = { pass: 'Authenticated', fail: 'Failed authentication', none: 'Not authenticated', pending: 'Checking…', temperror: 'Check failed (temporary)' }[summary] ?? summary;
  const chips = [];
  if (auth.spf) chips.push({ key: 'SPF', result: auth.spf.result, title: `SPF ${auth.spf.result}${auth.spf.domain ? ` for ${auth.spf.domain}` : ''}` });
  const dkim = Array.isArray(auth.dkim) ? auth.dkim : [];
  if (dkim.length === 0 && auth.dkim !== undefined) chips.push({ key: 'DKIM', result: 'none', title: 'No DKIM signature' });
  for (const signature of dkim) {
    const where = `${signature.domain ? ` d=${signature.domain}` : ''}${signature.selector ? ` s=${signature.selector}` : ''}`;
    chips.push({ key: 'DKIM', result: signature.result, title: `DKIM ${signature.result}${where}${signature.aligned ? ' (aligned with From)' : ''}`, extra: signature.domain });
  }
  if (auth.dmarc) chips.push({ key: 'DMARC', result: auth.dmarc.result, title: `DMARC ${auth.dmarc.result}${auth.dmarc.policy ? ` (policy ${auth.dmarc.policy})` : ''}` });
  if (auth.arc && auth.arc.result && auth.arc.result !== 'none') chips.push({ key: 'ARC', result: auth.arc.result, title: `ARC ${auth.arc.result}` });
  return html`<div class="auth" data-testid="auth-badges">
    <${Badge} tone=${tone(summary)} title=${auth.error ? `Overall verdict: ${auth.error}` : `Overall verdict${auth.from_domain ? ` for ${auth.from_domain}` : ''}`}><${Icon} name="shield" size=${13} /> ${summaryText}<//>
    ${chips.map((chip) => html`<span class=${`verdict verdict-${tone(chip.result)}`} title=${chip.title}><b>${chip.key}</b> ${chip.result ?? 'none'}${chip.extra ? html` <span class="verdict-extra">${chip.extra}</span>` : ''}</span>`)}
  </div>`;
}

export function Spinner({ label = 'Loading' }) {
  return html`<div class="spinner" role="status"><span class="spinner-dot"></span><span>${label}…</span></div>`;
}

export function Empty({ icon = 'inbox', title, children }) {
  return html`<div class="empty"><div class="empty-icon"><${Icon} name=${icon} size=${28} /></div><h3>${title}</h3>${children ? html`<p>${children}</p>` : ''}</div>`;
}

export function ErrorNote({ error }) {
  if (!error) return null;
  return html`<div class="note note-error" role="alert">${error.message ?? String(error)}</div>`;
}
