/**
 * An allow-list HTML sanitiser for content pages. It tokenises the input (text, start and
 * end tags with attributes, comments, doctypes, raw-text elements), keeps only the allowed
 * elements and attributes, and writes a new, canonical document from the tokens: every
 * text is escaped again, every attribute value is quoted and escaped, every element the
 * output opens is closed. Whatever the input, the output parses into exactly the allowed
 * elements, so it can be inserted into a page as it is.
 */

import { tokenize, type Attribute } from './htmlTokens.js';

/** Text-level and block elements, tables, images and links. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins',
  'sub', 'sup', 'small', 'mark', 'span', 'div', 'section', 'article', 'header', 'footer',
  'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'a', 'img', 'abbr', 'cite', 'q', 'time', 'wbr',
]); // prettier-ignore

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr']);

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frameset', 'object', 'applet', 'template',
  'noscript', 'noembed', 'noframes', 'svg', 'math', 'head', 'title', 'textarea', 'select',
  'button', 'form', 'audio', 'video', 'canvas', 'map', 'xmp', 'plaintext',
]); // prettier-ignore

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir', 'class']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
  li: new Set(['value']),
  time: new Set(['datetime']),
  q: new Set(['cite']),
  blockquote: new Set(['cite']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start', 'value']);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Whether a URL is safe in a link or image: http(s), mailto and tel links, relative URLs,
 * and for images also base64 data URLs of raster formats. The check reads the URL as a
 * browser does: references decoded, whitespace and control characters ignored.
 */
export function isSafeUrl(value: string, kind: 'link' | 'image'): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return !url.includes(':') || /^[^:]*[/?#]/.test(url);
  if (scheme === 'http' || scheme === 'https') return true;
  if (kind === 'link') return scheme === 'mailto' || scheme === 'tel';
  return /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/.test(url);
}

function allowedAttributes(tag: string, attributes: Attribute[]): Attribute[] {
  const kept: Attribute[] = [];
  const own = TAG_ATTRIBUTES[tag];
  for (const { name, value } of attributes) {
    if (!GLOBAL_ATTRIBUTES.has(name) && !own?.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag === 'img' ? 'image' : 'link')) continue;
    if (NUMBER_ATTRIBUTES.has(name) && !/^\d{1,5}$/.test(value.trim())) continue;
    if (name === 'target' && value !== '_blank') continue;
    if (name === 'dir' && !['ltr', 'rtl', 'auto'].includes(value.toLowerCase())) continue;
    if (name === 'loading' && !['lazy', 'eager'].includes(value.toLowerCase())) continue;
    if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value.toLowerCase()))
      continue;
    if (name === 'type' && !/^[1aAiI]$/.test(value)) continue;
    kept.push({ name, value: NUMBER_ATTRIBUTES.has(name) ? value.trim() : value });
  }
  if (tag === 'a' && kept.some((attribute) => attribute.name === 'target')) {
    kept.push({ name: 'rel', value: 'noopener noreferrer' });
  }
  return kept;
}

/** The allowed subset of `html`, as canonical HTML. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  /** Depth inside an element dropped with its content (and which one). */
  const dropped: string[] = [];
  for (const token of tokenize(html)) {
    if (dropped.length) {
      if (token.type === 'start' && DROPPED_WITH_CONTENT.has(token.name) && !token.selfClosing)
        dropped.push(token.name);
      else if (token.type === 'end' && dropped.includes(token.name)) {
        dropped.length = dropped.lastIndexOf(token.name);
      }
      continue;
    }
    if (token.type === 'text') {
      out += escapeText(token.text);
      continue;
    }
    if (token.type === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        // Foreign elements (svg, math) may close themselves with '/>'.
        if (!(token.selfClosing && (token.name === 'svg' || token.name === 'math')))
          dropped.push(token.name);
        continue;
      }
      if (!ALLOWED_TAGS.has(token.name)) continue;
      const attributes = allowedAttributes(token.name, token.attributes)
        .map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      out += `<${token.name}${attributes}>`;
      if (!VOID_TAGS.has(token.name)) open.push(token.name);
      continue;
    }
    // An end tag closes its element and any still open inside it; a stray one is dropped.
    const at = open.lastIndexOf(token.name);
    if (at < 0) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
