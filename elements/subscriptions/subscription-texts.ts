import { msg } from '@lit/localize';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../shared/schemas/subscription.ts';

/** What a subscriber receives, in the current language (portal-shell §2.7: picture '0', PDF '1', picture and PDF '2'). */
export function subscriptionTypeLabel(type: SubscriptionType): string {
  return type === '0' ? msg('图片') : type === '1' ? msg('PDF') : msg('图片和PDF');
}

/** The type choices of the filter and the modal, in order. */
export const subscriptionTypeChoices = (): { value: SubscriptionType; label: string }[] =>
  SUBSCRIPTION_TYPES.map((value) => ({ value, label: subscriptionTypeLabel(value) }));

/** Portal-shell §5, §8: adding (or listing) with no menu chosen. */
export const noMenuText = (): string => msg('请选择一个菜单!');
