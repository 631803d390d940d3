/**
 * A readable user code for people who ask for access themselves: up to 8 letters and digits of
 * the e-mail's local part, then 4 characters of the time, so two requests rarely collide.
 */
export const userCodeFromEmail = (email: string, now: number = Date.now()): string =>
  `${(email.split('@')[0] ?? '')
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toUpperCase()}${now.toString(36).slice(-4).toUpperCase()}`;
