/**
 * The tokenizer of the HTML sanitiser (`sanitize.ts`): text with its character references
 * decoded, start and end tags with their attributes, raw-text elements read up to their end
 * tag; comments, doctypes and processing instructions dropped.
 */

/** Elements whose content is raw text up to their end tag (not markup). */
const RAW_TEXT = new Set([
  'script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'xmp',
  'plaintext',
]); // prettier-ignore

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

export interface Attribute {
  name: string;
  value: string;
}

export type Token =
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
