/**
 * House wording of the translations (portal-shell §1: three languages everywhere), checked
 * by `npm run test:i18n` on the XLIFF targets and on the server's messages:
 *  - English uses half-width punctuation (no '：，。（）！；？');
 *  - English says "Sign in" / "Sign out" (and the noun "sign-in"), never "Log in", "Login",
 *    "Log out" or "Logout";
 *  - traditional Chinese writes 發佈, never 發布.
 */
export const WORDING_RULES = [
  { locale: 'en', pattern: /[：，。（）！；？]/u, rule: 'full-width punctuation in English: use half-width' },
  { locale: 'en', pattern: /\blog(?:ged|ging)?[ -]?(?:in|out)\b/iu, rule: 'say "Sign in" / "Sign out" (noun: sign-in), not "Log in", "Login", "Log out" or "Logout"' },
  { locale: 'tc', pattern: /發布/u, rule: 'write 發佈, not 發布' },
];

/** What `text`, a message in `locale`, breaks of {@link WORDING_RULES}; empty when nothing. */
export function wordingProblems(locale, text) {
  return WORDING_RULES.filter((r) => r.locale === locale && r.pattern.test(text)).map((r) => r.rule);
}

/** The `en` and `tc` texts of a message catalogue (server/i18n/messages.ts and its parts), as `[locale, text]` pairs. */
export function serverMessageTexts(source) {
  return [...source.matchAll(/\b(en|tc):\s*'((?:[^'\\]|\\.)*)'/gu)].map((m) => [m[1], m[2]]);
}

/** The `<target>` texts of an XLIFF file, placeholders left out. */
export function xliffTargets(xliff) {
  return [...xliff.matchAll(/<target>([\s\S]*?)<\/target>/gu)].map((m) => m[1].replace(/<x\b[^>]*\/>/gu, ''));
}
