import shoelaceTheme from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import { hostThemeCssText } from '../../shared/theme/host-theme-css.ts';
import signInPromptCss from '../sign-in/sign-in-prompt.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per CSS text per page, shared by every shadow root that adopts it. */
function sheetOf(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

const BASE_CSS = `:host { display: inline-block; } :host([hidden]) { display: none; }`;

/**
 * Adopts into `root` Shoelace's light theme (whose tokens are declared on `:host` too), the
 * theme colour mapping of `--dkp-color-primary`, the shared sign-in prompt's CSS (any element
 * may show the prompt) and the element's own CSS, in that order.
 * Nothing is added to the page: an element must not depend on, or leak into, its host page.
 */
export function adoptElementStyles(root: ShadowRoot, styles: readonly string[]): void {
  root.adoptedStyleSheets = [shoelaceTheme, hostThemeCssText(), BASE_CSS, signInPromptCss, ...styles].map(sheetOf);
}
