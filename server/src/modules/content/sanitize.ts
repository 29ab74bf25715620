/**
 * An allow-list HTML sanitiser for content pages. It tokenises the input (text, start and
 * end tags with attributes, comments, doctypes, raw-text elements), keeps only the allowed
 * elements and attributes, and writes a new, canonical document from the tokens: every
 * text is escaped again, every attribute value is quoted and escaped, every element the
 * output opens is closed. Whatever the input, the output parses into exactly the allowed
 * elements, so it can be inserted into a page as it is.
 */

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

/** Elements whose content is raw text up to their end tag (not markup). */
const RAW_TEXT = new Set([
  'script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'xmp',
  'plaintext',
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

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®',
  trade: '™', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“',
  rdquo: '”', laquo: '«', raquo: '»', middot: '·', bull: '•', times: '×', divide: '÷',
  deg: '°', plusmn: '±', yen: '¥', euro: '€', pound: '£', cent: '¢', sect: '§', para: '¶',
  frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', shy: '\u00ad', tab: '\t',
  newline: '\n', colon: ':', lpar: '(', rpar: ')', sol: '/', bsol: '\\', num: '#',
}; // prettier-ignore

/** Decodes character references (numeric, and the common named ones). */
export function decodeReferences(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        if (
          !Number.isFinite(code) ||
          code <= 0 ||
          code > 0x10ffff ||
          (code >= 0xd800 && code <= 0xdfff)
        ) {
          return '\ufffd';
        }
        return String.fromCodePoint(code);
      }
      return NAMED_REFERENCES[body] ?? match;
    },
  );
}

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

interface Attribute {
  name: string;
  value: string;
}

type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { type: 'end'; name: string };

const TAG_NAME = /[A-Za-z][^\s/>\0]*/y;
const SPACE = /[\t\n\f\r ]/;

/** Splits HTML into text and tags (comments, doctypes and processing instructions dropped). */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let text = '';
  const flushText = () => {
    if (text) tokens.push({ type: 'text', text: decodeReferences(text) });
    text = '';
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? '';
    if (html.startsWith('<!--', i)) {
      // A comment ends at -->, --!> or, abruptly, at <!--> and <!--->.
      const abrupt = /^<!---?>/.exec(html.slice(i, i + 6));
      if (abrupt) {
        i += abrupt[0].length;
        continue;
      }
      const end = /--!?>/g;
      end.lastIndex = i + 4;
      const found = end.exec(html);
      i = found ? found.index + found[0].length : html.length;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !/[A-Za-z]/.test(html[i + 2] ?? ''))) {
      // Doctype, CDATA, processing instruction or a bogus end tag: dropped up to '>'.
      if (next === '/' && html[i + 2] === '>') {
        i += 3;
        continue;
      }
      if (next === '/' && i + 2 >= html.length) {
        text += '</';
        i = html.length;
        continue;
      }
      const end = html.indexOf('>', i + 2);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === '/';
    TAG_NAME.lastIndex = i + (closing ? 2 : 1);
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      // '<' not starting a tag is text.
      text += '<';
      i += 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    let j = TAG_NAME.lastIndex;
    const attributes: Attribute[] = [];
    let complete = false;
    let selfClosing = false;
    // Attributes, up to the '>' that ends the tag.
    while (j < html.length) {
      const c = html[j]!;
      if (SPACE.test(c) || c === '/') {
        j += 1;
        continue;
      }
      if (c === '>') {
        selfClosing = html[j - 1] === '/';
        j += 1;
        complete = true;
        break;
      }
      let nameEnd = j + 1;
      while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html[nameEnd]!)) nameEnd += 1;
      const attributeName = html.slice(j, nameEnd).toLowerCase();
      j = nameEnd;
      while (j < html.length && SPACE.test(html[j]!)) j += 1;
      let value = '';
      if (html[j] === '=') {
        j += 1;
        while (j < html.length && SPACE.test(html[j]!)) j += 1;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1);
          if (close < 0) {
            j = html.length;
            break;
          }
          value = html.slice(j + 1, close);
          j = close + 1;
        } else {
          let valueEnd = j;
          while (valueEnd < html.length && !/[\t\n\f\r >]/.test(html[valueEnd]!)) valueEnd += 1;
          value = html.slice(j, valueEnd);
          j = valueEnd;
        }
      }
      if (!attributes.some((attribute) => attribute.name === attributeName)) {
        attributes.push({ name: attributeName, value: decodeReferences(value) });
      }
    }
    // A tag cut off by the end of the input is dropped, as browsers do.
    if (!complete) break;
    flushText();
    i = j;
    if (closing) {
      tokens.push({ type: 'end', name });
      continue;
    }
    tokens.push({ type: 'start', name, attributes, selfClosing });
    if (RAW_TEXT.has(name)) {
      // Raw text runs to the matching end tag (or the end of the input).
      const end = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'ig');
      end.lastIndex = i;
      const found = end.exec(html);
      const content = html.slice(i, found ? found.index : html.length);
      if (content) tokens.push({ type: 'text', text: content });
      if (!found) {
        i = html.length;
        break;
      }
      const close = html.indexOf('>', found.index);
      i = close < 0 ? html.length : close + 1;
      tokens.push({ type: 'end', name });
    }
  }
  flushText();
  return tokens;
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
