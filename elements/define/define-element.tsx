import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { COMMON_ATTRIBUTES, type AttributeDoc, type CommonAttributeName, type ElementDefinition } from './element-definition.ts';
import { followOptionLabels } from '../../shared/i18n/index.ts';
import { keepFocusAfterDialogs } from '../../shared/ui/dialog-focus.ts';
import { adoptElementStyles } from './element-styles.ts';
import { ElementRoot } from './ElementRoot.tsx';
import { applyCommonAttribute } from './page-settings.ts';

/** What r2wc's class offers that we extend (its types only say `CustomElementConstructor`). */
type R2wcClass = {
  new (): HTMLElement & { attributeChangedCallback(name: string, old: string | null, value: string | null): void };
  readonly observedAttributes: string[];
};

const COMMON_NAMES: readonly string[] = COMMON_ATTRIBUTES.map((a) => a.name);
// r2wc keeps an element's props and its render under these global symbols (@r2wc/core).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/**
 * The prop of an attribute that r2wc would ignore: removed, it goes back to the component's
 * default (`undefined`); empty, a boolean is on (a bare `multiple`, as in HTML), a text is ''.
 */
function emptyProp(type: AttributeDoc['type'], value: null | ''): unknown {
  if (value === null) return undefined;
  return type === 'boolean' ? true : type === 'string' ? '' : undefined;
}
const isCommon = (name: string): name is CommonAttributeName => COMMON_NAMES.includes(name);

/**
 * Registers `Component` as the custom element `definition.tag` (once per page) and returns
 * its class. The element renders in an open shadow root with the shared styles and `styles`
 * adopted; its own attributes (from the definition) become props; the common attributes
 * `api-base`, `locale` and `token` (also as properties `apiBase`, `locale`, `token`) go to
 * the page-wide API client, locale and session before React renders.
 *
 * @param styles The element's CSS texts (import `./x.css?inline`).
 */
export function defineElement<P extends object>(
  definition: ElementDefinition<P>,
  Component: ComponentType<P>,
  styles: readonly string[] = [],
): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  function Rooted(props: P & { container?: ShadowRoot }) {
    const { container, ...rest } = props;
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : null;
    return (
      <ElementRoot host={host}>
        <Component {...(rest as P)} />
      </ElementRoot>
    );
  }
  const own = new Map<string, AttributeDoc>(definition.attributes.map((a) => [a.name, a]));
  const props = Object.fromEntries(definition.attributes.map((a) => [a.property, a.type])) as Partial<Record<Exclude<Extract<keyof P, string>, 'container'>, AttributeDoc['type']>>;
  const Base = r2wc(Rooted, { shadow: 'open', props }) as unknown as R2wcClass;

  class DkpElement extends Base {
    static override get observedAttributes(): string[] {
      return [...Base.observedAttributes, ...COMMON_NAMES];
    }

    constructor() {
      super();
      // r2wc attached the open shadow root in its constructor.
      if (this.shadowRoot) {
        adoptElementStyles(this.shadowRoot, styles);
        // Shoelace selects inside show their chosen option in the new language after a switch.
        followOptionLabels(this.shadowRoot);
        // Its dialogs give focus back to their opener only if nothing else took it meanwhile.
        keepFocusAfterDialogs(this.shadowRoot);
      }
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const doc = own.get(name);
      if (isCommon(name)) applyCommonAttribute(name, value);
      else if (doc && (value === null || value === '')) {
        // r2wc skips a removed or empty attribute, which would leave the old prop in force.
        const self = this as unknown as Record<symbol, unknown>;
        (self[R2WC_PROPS] as Record<string, unknown>)[doc.property] = emptyProp(doc.type, value);
        (self[R2WC_RENDER] as () => void).call(this);
      } else super.attributeChangedCallback(name, old, value);
    }
  }
  for (const { name, property } of COMMON_ATTRIBUTES) {
    Object.defineProperty(DkpElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(name);
      },
      set(this: HTMLElement, value: string | null) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
  customElements.define(definition.tag, DkpElement);
  return DkpElement;
}
