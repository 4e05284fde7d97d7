import { Type, type Static } from 'typebox';

/** `GET /sys/embed/checkOrigin` query: the origin of a page that wants a sign-in handed back. */
export const EmbedOriginQuerySchema = Type.Object({
  origin: Type.String({ minLength: 1, maxLength: 300 }),
  _t: Type.Optional(Type.String()),
});
export type EmbedOriginQuery = Static<typeof EmbedOriginQuerySchema>;

/** Whether that origin is on `DKP_ALLOWED_ORIGINS`, i.e. may receive a token by `postMessage`. */
export const EmbedOriginCheckSchema = Type.Object({ allowed: Type.Boolean() });
export type EmbedOriginCheck = Static<typeof EmbedOriginCheckSchema>;
