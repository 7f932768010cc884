/**
 * The tag manager's container id, from the runtime configuration (`GTM_ID`, e.g. `GTM-ABC1234`): read when the
 * server runs, never built in, so one build serves a store with or without it. Anything that is not a container id
 * counts as none (it goes into a script address and the Content-Security-Policy).
 */
export function tagManagerId(env: Record<string, string | undefined> = process.env): string | null {
  const id = env.GTM_ID?.trim().toUpperCase();
  return id && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}
