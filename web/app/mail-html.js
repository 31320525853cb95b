// Mail HTML is hostile until proven otherwise. Three layers keep it from doing anything:
//  1. the iframe is sandboxed WITHOUT allow-scripts and WITHOUT allow-same-origin: no script runs,
//     and the document has an opaque origin, so it cannot reach the viewer, its storage or token;
//  2. the document carries its own strict Content-Security-Policy (no scripts, no connections,
//     no remote images, fonts or styles unless the reader allows remote images);
//  3. this module tidies the HTML first (parsed inert by DOMParser): scripts, event handlers,
//     refresh/base tags, forms and embedded objects are dropped, javascript: links removed and
//     remote images and CSS url()s parked until the reader asks for them. That keeps the
//     browser console quiet and makes the "load remote images" switch exact.

const DROP = 'script, noscript, meta, base, link, object, embed, applet, iframe, frame, frameset, portal, form, input, button, select, textarea, template';
const REMOTE = /^\s*(https?:)?\/\//i;
const SAFE_LINK = /^\s*(https?:|mailto:|tel:|#)/i;
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;
const CSS_FONT_FACE = /@font-face\s*\{[^}]*\}/gi;
const REMOTE_URL = /url\(\s*['"]?\s*(https?:)?\/\//i;

const policy = (allowRemote) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    allowRemote ? 'img-src data: https: http:' : 'img-src data:',
    'font-src data:',
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');

const BASE_CSS =
  "html{color-scheme:light}body{margin:0;padding:20px;font:15px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;background:#fff;overflow-wrap:anywhere}" +
  'img[data-blocked]{outline:1px dashed #c4c9d0;min-width:24px;min-height:24px}';

/** Rewrites remote url(...) in CSS text; returns [css, count]. */
function parkCss(css, allowRemote) {
  let count = 0;
  // Remote fonts and imported style sheets stay out even when remote images are allowed.
  let out = css.replace(CSS_FONT_FACE, (block) => (REMOTE_URL.test(block) ? (count++, '') : block)).replace(CSS_IMPORT, () => {
    count++;
    return '';
  });
  out = out.replace(CSS_URL, (whole, _q, target) => {
    if (!REMOTE.test(target)) return /^\s*data:/i.test(target) ? whole : 'none';
    count++;
    return allowRemote ? whole : 'none';
  });
  return [out, count];
}

/**
 * Renames event-handler attributes and <base> tags before parsing. The parsed document inherits
 * the viewer's CSP, and Chrome reports (in the console) every inline handler and <base> it meets
 * while parsing, although none of them runs. Security does not rest on this pass.
 */
function defuse(html) {
  return String(html)
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s"'/])on([a-z-]*\s*=)/gi, '$1data-dropped-on$2'))
    .replace(/<base\b/gi, '<data-dropped-base');
}

/**
 * Returns { srcdoc, remoteCount } for an iframe: the tidied mail HTML with its own CSP.
 * `remoteCount` is how many remote resources were held back (0 when `allowRemote`).
 */
export function mailDocument(html, { allowRemote = false } = {}) {
  const doc = new DOMParser().parseFromString(defuse(html), 'text/html');
  let remote = 0;
  for (const element of doc.querySelectorAll(DROP)) element.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'formaction' || name === 'srcset' || name === 'ping' || name === 'xmlns:xlink') {
        element.removeAttribute(attribute.name);
      } else if (name === 'style') {
        const [css, count] = parkCss(attribute.value, allowRemote);
        remote += allowRemote ? 0 : count;
        element.setAttribute('style', css);
      } else if (
        name === 'background' || name === 'poster' || name === 'lowsrc' || name === 'dynsrc' || name === 'xlink:href' ||
        (name === 'src' && element.localName !== 'img') ||
        (name === 'href' && element.localName !== 'a' && element.localName !== 'area')
      ) {
        const media = name === 'src' || name === 'href';
        if (REMOTE.test(attribute.value) && !allowRemote && !media) remote++;
        if (media || !allowRemote || !REMOTE.test(attribute.value)) element.removeAttribute(attribute.name);
      }
    }
    if (element.localName === 'img') {
      const src = element.getAttribute('src') ?? '';
      if (REMOTE.test(src)) {
        if (!allowRemote) {
          remote++;
          element.removeAttribute('src');
          element.setAttribute('data-blocked', '');
        }
      } else if (!/^\s*data:image\//i.test(src)) {
        element.removeAttribute('src');
      }
    }
    if (element.localName === 'a' || element.localName === 'area') {
      const href = element.getAttribute('href');
      if (href !== null && !SAFE_LINK.test(href)) element.removeAttribute('href');
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (element.localName === 'style') {
      const [css, count] = parkCss(element.textContent ?? '', allowRemote);
      remote += allowRemote ? 0 : count;
      element.textContent = css;
    }
  }
  const meta = (attributes) => {
    const element = doc.createElement('meta');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
  const base = doc.createElement('style');
  base.textContent = BASE_CSS;
  doc.head.prepend(meta({ charset: 'utf-8' }), meta({ 'http-equiv': 'Content-Security-Policy', content: policy(allowRemote) }), meta({ name: 'referrer', content: 'no-referrer' }), base);
  return { srcdoc: `<!doctype html>${doc.documentElement.outerHTML}`, remoteCount: remote };
}

/** The iframe attributes: sandboxed without scripts and without same-origin; links open in a new tab. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
