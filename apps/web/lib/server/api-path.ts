/**
 * A path as the API's router reads it, and one spelling of it to send: each segment percent-decoded (the router
 * decodes too, so `%76erification-code` is `verification-code` to it), dot segments resolved, then re-encoded one
 * way. Checks run on `decoded` and the API is sent `encoded`, so what is checked is what is routed. Null for a
 * percent-encoding that does not decode.
 */
export function canonicalPath(pathname: string): { decoded: string; encoded: string } | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return {
    decoded: `/${segments.join('/')}`,
    encoded: `/${segments.map(encodeURIComponent).join('/')}`,
  };
}
