// Plain constants, kept apart from the schemas so the web app can use them without zod.

/** Header by which the web client asks for the refresh token in an httpOnly cookie. */
export const webClientHeader = 'x-client';
export const webClientValue = 'web';
export const accessTokenTtlSeconds = 15 * 60;
