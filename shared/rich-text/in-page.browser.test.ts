// The page's sanitiser (DOMPurify on the browser's parser) against the same attacks as the server's.
import { expect } from 'chai';
import { RICH_TEXT_TAGS, isAllowedImageSrc, isAllowedLinkHref } from './allowlist.ts';
import { sanitizeRichTextInPage } from './in-page.ts';
import { KEPT_HTML, OWN_IMAGE, XSS_VECTORS } from './xss-vectors.ts';

const TAGS: readonly string[] = RICH_TEXT_TAGS;

/** Why `container`'s content is not inert by the allowlist, or null when it is. */
function problem(container: HTMLElement): string | null {
  for (const element of container.querySelectorAll('*')) {
    if (!TAGS.includes(element.localName) || element.localName === 'iframe') return `element <${element.localName}>`;
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'id' || name === 'name' || name.startsWith('data-')) return `attribute ${name}`;
      if (name === 'href' && !isAllowedLinkHref(value)) return `href ${value}`;
      if (name === 'src' && !isAllowedImageSrc(value)) return `src ${value}`;
      if (name === 'style' && /expression|url\(|position|binding/i.test(value)) return `style ${value}`;
    }
  }
  return null;
}

describe('sanitizeRichTextInPage', () => {
  let alerts = 0;
  const realAlert = window.alert;
  before(() => { window.alert = () => { alerts += 1; }; });
  after(() => { window.alert = realAlert; });

  for (const vector of XSS_VECTORS) {
    it(`removes: ${vector.name}`, async () => {
      const container = document.createElement('div');
      container.innerHTML = sanitizeRichTextInPage(vector.html);
      document.body.append(container);
      // Images that are left load or fail (firing any handler that survived) before we look.
      await Promise.allSettled([...container.querySelectorAll('img')].map((img) => img.decode()));
      expect(problem(container)).to.equal(null);
      expect(alerts).to.equal(0);
      container.remove();
    });
  }

  it('keeps what the editors write', () => {
    for (const html of KEPT_HTML) {
      const kept = document.createElement('div');
      kept.innerHTML = sanitizeRichTextInPage(html);
      const original = document.createElement('div');
      original.innerHTML = html;
      expect([...kept.querySelectorAll('*')].map((e) => e.localName)).to.deep.equal([...original.querySelectorAll('*')].map((e) => e.localName));
      expect(kept.textContent).to.equal(original.textContent);
    }
    const styled = document.createElement('div');
    styled.innerHTML = sanitizeRichTextInPage('<span style="font-size: 12pt; color: #ff0000; position: fixed">a</span>');
    expect(styled.querySelector('span')!.getAttribute('style')).to.equal('font-size: 12pt; color: rgb(255, 0, 0)');
    expect(sanitizeRichTextInPage(`<img src="${OWN_IMAGE}" onerror="alert(1)">`)).to.equal(`<img src="${OWN_IMAGE}">`);
    expect(sanitizeRichTextInPage('<a href="https://e.com" target="_blank">x</a>')).to.equal('<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps an iframe only on an allowed https origin', () => {
    const html = '<iframe src="https://player.example.com/v/1" onload="alert(1)" srcdoc="x"></iframe>';
    expect(sanitizeRichTextInPage(html)).to.equal('');
    expect(sanitizeRichTextInPage(html, { iframeOrigins: ['https://player.example.com'] })).to.equal('<iframe src="https://player.example.com/v/1"></iframe>');
    expect(sanitizeRichTextInPage(html), 'the origins of one call do not stay').to.equal('');
  });
});
