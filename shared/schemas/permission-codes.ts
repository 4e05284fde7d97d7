/**
 * Button permission codes that both the server (route guards) and the portal (which controls
 * to show) name, written once. The migrations that created them keep their own copies, as
 * a migration must not change when code moves on.
 */
export const PERMISSION_CODES = {
  /** Read and save the enterprise-chat login switch (migration 0002). */
  configEdit: 'system:config:edit',
  /** Read the default SMS gateway's outbox (migration 0003). */
  smsOutbox: 'system:sms:outbox',
} as const;
export type PermissionCode = (typeof PERMISSION_CODES)[keyof typeof PERMISSION_CODES];
