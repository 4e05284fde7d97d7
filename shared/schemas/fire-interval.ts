import { Type, type Static } from 'typebox';

/** The least a platform may set as the shortest interval between two fires, in seconds (Quartz's finest step). */
export const FIRE_INTERVAL_MIN_SECONDS = 1;
/** The most: one day (a longer minimum would refuse every daily schedule). */
export const FIRE_INTERVAL_MAX_SECONDS = 86_400;
/** The shortest interval between two fires before an administrator changes it: one minute (issue 21). */
export const DEFAULT_FIRE_INTERVAL_SECONDS = 60;

/**
 * The platform setting `GET/PUT /sys/config/fireInterval` (issue 21): how close two
 * consecutive fires of a push plan or a scheduled job may be, for everyone but the platform's
 * administrators (who may change this setting, so it does not bind them).
 */
export const FireIntervalSettingSchema = Type.Object({
  minIntervalSeconds: Type.Integer({ minimum: FIRE_INTERVAL_MIN_SECONDS, maximum: FIRE_INTERVAL_MAX_SECONDS }),
});
export type FireIntervalSetting = Static<typeof FireIntervalSettingSchema>;
