/** The public surface of `<dkp-sign-in>` for a React host; `register.ts` defines the custom element. */
export { SignIn } from './SignIn.tsx';
export { SignInPrompt, type SignInPromptProps } from './SignInPrompt.tsx';
export { signInThroughPopup, type PopupSignIn } from './sign-in-popup.ts';
export { signInElement } from './sign-in.element.ts';
