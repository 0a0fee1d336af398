/**
 * A routine's sessions are described A, B, C … by default (orderNumber 1 → A): the server names new sessions so,
 * and the client tells a session the user described (or filled with exercises) from an untouched one.
 */
export const sessionLetter = (orderNumber: number) => String.fromCharCode(64 + orderNumber);
