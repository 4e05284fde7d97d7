/** Sign-in and sign-out of elements and portal. */
export { signIn, signOut, fetchLoginOptions, fetchCaptcha, newCaptchaKey } from './sign-in.ts';
