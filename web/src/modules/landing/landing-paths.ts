/** The paths of the landing page: the site's front page for visitors, and /landing for everyone. */
export const landingPaths: ReadonlySet<string> = new Set(['/', '/landing']);
