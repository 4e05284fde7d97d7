import { FIELD_RULES } from '../../../shared/schemas/field-rules.ts';
import { badRequest } from '../../lib/app-error.ts';
import { meetsPasswordPolicy } from '../../lib/credentials/passwords.ts';

/**
 * The field rules of portal-shell §5 on the server, with the same patterns as the client
 * (`FIELD_RULES`) and the catalogue's messages; each throws a 400 at the first broken rule.
 */
export const accountRules = {
  username(value: string): void {
    if (!FIELD_RULES.usernameChars.test(value)) throw badRequest('usernameChars');
    const { min, max } = FIELD_RULES.usernameLength;
    if (value.length < min || value.length > max) throw badRequest('usernameLength', { min, max });
  },

  mobile(value: string): void {
    if (!FIELD_RULES.mobile.test(value)) throw badRequest('mobileInvalid');
  },

  /** Optional: an empty e-mail passes. */
  email(value: string): void {
    if (value !== '' && !FIELD_RULES.email.test(value)) throw badRequest('emailInvalid');
  },

  /** A new password and its confirmation: equal, and meeting the policy. */
  newPassword(password: string, confirmation: string): void {
    if (password !== confirmation) throw badRequest('passwordMismatch');
    if (!meetsPasswordPolicy(password)) throw badRequest('passwordPolicy');
  },
};
