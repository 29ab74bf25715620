import { describe, expect, it } from 'vitest';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { decodeReferences, tokenize } from './htmlTokens.js';
import { isSafeUrl, sanitizeHtml } from './sanitize.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of `html` as a browser parses it (parse5 implements the HTML standard). */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    const content = 'content' in node ? (node.content as Node) : undefined;
    if (content) walk(content);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}

const ALLOWED = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol',
  'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'small', 'mark', 'span', 'div', 'section', 'article', 'header', 'footer', 'figure',
  'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a', 'img',
  'abbr', 'cite', 'q', 'time', 'wbr',
]); // prettier-ignore

/** Checks, as a browser reads the output, that nothing active survived. */
function expectInert(html: string) {
  const output = sanitizeHtml(html);
  for (const element of elements(output)) {
    expect(ALLOWED.has(element.tagName), `<${element.tagName}> in ${output}`).toBe(true);
    for (const attribute of element.attrs) {
      expect(attribute.name.startsWith('on'), `${attribute.name} in ${output}`).toBe(false);
      expect(['style', 'srcset', 'formaction', 'xlink:href', 'id']).not.toContain(attribute.name);
      if (['href', 'src', 'cite'].includes(attribute.name)) {
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        expect(url, output).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg)/);
      }
    }
  }
  return output;
}

describe('sanitizeHtml', () => {
  it('keeps text-level and block elements, links and images as they are', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>加粗</strong>和<em>强调</em>的文字<br>换行</p>' +
      '<ul><li>一</li><li>二</li></ul><a href="https://example.com/a?b=1&amp;c=2" title="链接">链接</a>' +
      '<img src="/static/a.svg" alt="图" width="100">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe('');
  });

  it('removes event handlers, style attributes and ids', () => {
    expect(
      sanitizeHtml(
        '<p onclick="alert(1)" style="color:red" id="x" class="lead" ONMOUSEOVER=x>t</p>',
      ),
    ).toBe('<p class="lead">t</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png">');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('drops the link %j', (url) => {
    expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps http(s), mailto, tel and relative links, and raster data images', () => {
    for (const url of [
      'http://a.b/',
      'https://a.b/c',
      'mailto:x@y.z',
      'tel:400-820-0163',
      '/page/2',
      '#top',
      'page?x=1',
    ]) {
      expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe(`<a href="${url}">x</a>`);
    }
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe(false);
  });

  it('opens links in a new window without the opener', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('unwraps unknown elements but drops active ones with their content', () => {
    expect(sanitizeHtml('<font color=red>红</font><center>中</center>')).toBe('红中');
    expect(sanitizeHtml('a<iframe src="https://evil.example"></iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><script>alert(1)</script><a href="x">y</a></svg>b')).toBe('ab');
    expect(sanitizeHtml('a<svg/>b')).toBe('ab');
    expect(sanitizeHtml('a<form action="/x"><input name="p"><button>Go</button></form>b')).toBe(
      'ab',
    );
    expect(sanitizeHtml('a<embed src="x.swf">b<object data="x"></object>c')).toBe('abc');
  });

  it('escapes text and quotes attribute values again', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<p title="a &quot;b&quot; <c>">x</p>')).toBe(
      '<p title="a &quot;b&quot; &lt;c&gt;">x</p>',
    );
    expect(sanitizeHtml("<p title='it\"s'>x</p>")).toBe('<p title="it&quot;s">x</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('closes what it opens and drops stray end tags', () => {
    expect(sanitizeHtml('<p><strong>a<em>b</p>c</div>')).toBe(
      '<p><strong>a<em>b</em></strong></p>c',
    );
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('drops comments, doctypes and cut-off tags', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- <script>alert(1)</script> -->a<!-->b<!--->c')).toBe(
      'abc',
    );
    expect(sanitizeHtml('a<!-- never closed <script>alert(1)</script>')).toBe('a');
    expect(sanitizeHtml('a<img src="/x.png" onerror="alert(1)"')).toBe('a');
    expect(sanitizeHtml('a</ b>c</>d')).toBe('acd');
  });

  it.each([
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<img src=x onerror=alert(1)//>',
    '<img/src=x/onerror=alert(1)>',
    '<a href="javas&#99;ript:alert(1)">x</a>',
    '<a href=" &#14;  javascript:alert(1)">x</a>',
    '<<script>alert(1);//<</script>',
    '<p title="</p><script>alert(1)</script>">x</p>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<textarea><script>alert(1)</script></textarea>',
    '<title><img src=x onerror=alert(1)></title>',
    '<table><td background="javascript:alert(1)">x</td></table>',
    '<a href="http://x" onclick = "alert(1)" >x</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<IMG SRC=`javascript:alert("x")`>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<details open ontoggle=alert(1)>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '"><img src=x onerror=alert(1)>',
    '<p>ok</p><base href="javascript:alert(1)//">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ])('leaves nothing active in %j (checked with a standard HTML parser)', (html) => {
    expectInert(html);
  });

  it('leaves nothing active in generated markup soup', () => {
    const parts = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      'a',
      'img',
      'script',
      'on',
      'src',
      'href',
      'javascript:',
      '!--',
      '-->',
      'x',
      '&#',
      ';',
      'svg',
      'p',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 300; i += 1) {
      const html = Array.from({ length: 40 }, () => parts[Math.floor(next() * parts.length)]).join(
        '',
      );
      expectInert(html);
    }
  });
});

describe('tokenize and decodeReferences', () => {
  it('reads attributes quoted, unquoted and bare, lower-casing names', () => {
    expect(tokenize('<A HREF=/x title="t" hidden>y</A>')).toEqual([
      {
        type: 'start',
        name: 'a',
        attributes: [
          { name: 'href', value: '/x' },
          { name: 'title', value: 't' },
          { name: 'hidden', value: '' },
        ],
        selfClosing: false,
      },
      { type: 'text', text: 'y' },
      { type: 'end', name: 'a' },
    ]);
  });

  it('decodes numeric and common named references', () => {
    expect(decodeReferences('&lt;&#60;&#x3C;&amp;&copy;&nbsp;&unknown;&#0;')).toBe(
      '<<<&©\u00a0&unknown;\ufffd',
    );
  });
});
