import { Type, type Static, type TSchema } from 'typebox';

/**
 * The reply envelope of every `/api` call (portal-shell §7: "All replies generally carry
 * success, message, result"). `code` repeats the HTTP status so clients that only read the
 * body still see it.
 */
export const Envelope = <T extends TSchema>(result: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Integer(),
    result,
    timestamp: Type.Integer(),
  });

/** The envelope of a failed call: `result` is always null. */
export const ErrorEnvelopeSchema = Envelope(Type.Null());
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** An envelope whose result has the type `T`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}
