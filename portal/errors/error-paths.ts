/** Paths of the error and result pages (portal-shell §2.1). */
export const ERROR_PATHS = { forbidden: '/403', notFound: '/404', serverError: '/500', overdue: '/overdue' } as const;
