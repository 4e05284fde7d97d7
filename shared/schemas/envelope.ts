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

/**
 * What a failed call's envelope holds in `result`: null, or the input field the refusal is
 * about (a kit form shows the message under that field).
 */
export const FailureResultSchema = Type.Union([Type.Null(), Type.Object({ field: Type.String() })]);
export type FailureResult = Static<typeof FailureResultSchema>;

/** The envelope of a failed call. */
export const ErrorEnvelopeSchema = Envelope(FailureResultSchema);
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** An envelope whose result has the type `T`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}
