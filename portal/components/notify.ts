import '@shoelace-style/shoelace/dist/components/alert/alert.js';

/** The look of a notification. */
export type NoticeVariant = 'primary' | 'success' | 'neutral' | 'warning' | 'danger';

/**
 * Shows a toast notification (portal-shell §8 "notification …") in the corner of the page;
 * it closes by itself after `durationMs` or by its close button.
 */
export function notify(message: string, variant: NoticeVariant = 'primary', durationMs = 4500): void {
  const alert = document.createElement('sl-alert');
  alert.variant = variant;
  alert.closable = true;
  alert.duration = durationMs;
  alert.dataset.testid = 'notification';
  // Text only: server messages must never be read as markup.
  alert.textContent = message;
  document.body.append(alert);
  void alert.toast();
}
