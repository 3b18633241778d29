/**
 * The dashboard's remembered choices (language, theme) are cookies, not local storage, so that the server draws the
 * first screen with them. Isomorphic: a `Cookie` header on the server, `document.cookie` in the app.
 */

const ONE_YEAR_S = 365 * 24 * 60 * 60

/** The value of cookie `name` in a `Cookie` header (or `document.cookie`), if it is there. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  return cookies
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1]
}

/** The `Set-Cookie`/`document.cookie` text that remembers a choice for a year, for the whole dashboard. */
export const rememberingCookie = (name: string, value: string) =>
  `${name}=${value}; Path=/; Max-Age=${String(ONE_YEAR_S)}; SameSite=Lax`
