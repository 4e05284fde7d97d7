import { Type, type Static } from 'typebox';
import { Envelope } from '../schemas/envelope.ts';
import { LocalizedTextSchema } from '../schemas/localized-text.ts';
import { LOCALES } from '../schemas/locale.ts';
import { ReportParamSchema, ReportViewSchema } from './report-view.ts';

/**
 * `GET /dkp-tableau/tableau/trusted/getTrustedUrl?url=` (portal-shell §7): the report's menu
 * path, or a view path as a menu entry may name it (`views/{code}`, `views/{workbook}/{view}`).
 */
export const TrustedUrlQuerySchema = Type.Object({ url: Type.String({ minLength: 1, maxLength: 500 }), _t: Type.Optional(Type.String()) });

/** Who shows a report: the built-in report server, or Tableau Server (architecture §5). */
export const REPORT_PROVIDERS = ['builtin', 'tableau'] as const;

/** A report's trusted view: its URL (with its ticket in it), the ticket, its menu entry (what the star names) and who shows it. */
export const TrustedViewSchema = Type.Object({
  url: Type.String(), ticket: Type.String(), permissionId: Type.String(), provider: Type.Enum(REPORT_PROVIDERS),
});
export type TrustedView = Static<typeof TrustedViewSchema>;

/** Its answer: the envelope plus `url` at the top (as the documented client reads it) and the view in `result`. */
export const TrustedUrlAnswerSchema = Type.Object({
  success: Type.Boolean(), code: Type.Integer(), message: Type.String(), timestamp: Type.Number(),
  url: Type.String(),
  result: TrustedViewSchema,
});

/** The ticket call for an encoded path (portal-shell §7): `path` as getTrustedUrl's `url` takes it. */
export const TicketQuerySchema = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500 }), _t: Type.Optional(Type.String()) });
/** Its answer: `result.ticket` (and who issued it), for a client that builds the view URL itself. */
export const TicketAnswerSchema = Envelope(Type.Object({ ticket: Type.String(), provider: Type.Enum(REPORT_PROVIDERS) }));

/** The header a viewer page sends its session token in. */
export const VIEWER_SESSION_HEADER = 'x-report-session';

/** What a viewer page asks for: the filters' values by parameter name. */
export const ViewerRunBodySchema = Type.Object({
  values: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }), Type.String({ maxLength: 200 }), { default: {} }),
});
export type ViewerRunBody = Static<typeof ViewerRunBodySchema>;

/** What it gets: the report as the viewer shows it, and its rows. */
export const ViewerAnswerSchema = Type.Object({
  report: Type.Object({
    code: Type.String(), title: LocalizedTextSchema, locale: Type.Enum(LOCALES), params: Type.Array(ReportParamSchema), view: ReportViewSchema,
  }),
  result: Type.Object({
    columns: Type.Array(Type.Object({ name: Type.String(), type: Type.Enum(['number', 'text', 'date']) })),
    rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()]))),
    truncated: Type.Boolean(),
  }),
});
export type ViewerAnswer = Static<typeof ViewerAnswerSchema>;

/** One card of the analysis home (`GET /reports/home`): a report the user may open, its headline figure and a small chart. */
export const HomeCardSchema = Type.Object({
  permissionId: Type.String(),
  path: Type.String(),
  title: Type.String(),
  /** The grand total of its measure (bar, line, pie, kpi, crosstab), in the locale; null otherwise. */
  kpi: Type.Union([Type.Object({ label: Type.String(), text: Type.String() }), Type.Null()]),
  /** Its chart (bar, line, pie, scatter) drawn on the server as SVG, '' for the others: the home loads no chart library. */
  svg: Type.String(),
  /** Why the report could not be read (its query failed), '' when it could. */
  error: Type.String(),
});
export type HomeCard = Static<typeof HomeCardSchema>;
