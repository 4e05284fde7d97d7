import { defineElement } from '../define/define-element.tsx';
import { SignIn } from './SignIn.tsx';
import css from './sign-in.css?inline';
import { signInElement } from './sign-in.element.ts';

/** The `<dkp-sign-in>` class, registered on import. */
export const SignInElement = defineElement(signInElement, SignIn, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-sign-in': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null };
  }
}
