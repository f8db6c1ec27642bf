// Apart from the zod schemas (lib/validation/auth.ts) so that the password forms can say it
// without shipping zod to the browser.
export const PASSWORD_MIN_LENGTH = 6;
