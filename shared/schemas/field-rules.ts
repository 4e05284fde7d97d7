/**
 * Field patterns of portal-shell §5 and widgets-admin §5, written once for client and server.
 * The messages live with each side (client: `shared/validation`, server: its catalogue).
 */
export const FIELD_RULES = {
  /** Chinese mobile: 11 digits, 1 then 3, 4, 5, 7 or 8. */
  mobile: /^1[34578]\d{9}$/,
  /** Letters, digits and underscore only. */
  usernameChars: /^[A-Za-z0-9_]+$/,
  /**
   * 4 to 18 characters. The spec gives the rule as 4–18 and its message as 6–18; we keep the
   * rule and make the message say what the rule does.
   */
  usernameLength: { min: 4, max: 18 },
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** A landline or fax (widgets-admin §5 "landline"): area code with 0, 7–8 digits, an optional extension. */
  landline: /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/,
  /** A six-digit SMS code. */
  smsCode: /^\d{6}$/,
} as const;
