import autocannon from 'autocannon';

export interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

/** One autocannon run against 127.0.0.1:`port`: for `duration` seconds, or `amount` requests when given. */
export async function measure(
  port: number,
  requests: autocannon.Request[],
  duration: number,
  amount: number | undefined,
  clients: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    // A counted run of fewer requests than clients (a small BENCH_SELLER_ORDERS' warm-up) keeps one per request.
    connections: amount ? Math.min(clients, amount) : clients,
    requests,
    ...(amount ? { amount } : { duration }),
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** Orders are counted, not timed: `count` requests, each placer once, a tenth of them warming up first. */
export async function placeEach(
  port: number,
  requests: autocannon.Request[],
  count: number,
  clients: number,
): Promise<Measured> {
  const warmUp = Math.floor(count / 10);
  await measure(port, requests, 0, warmUp, clients);
  return measure(port, requests, 0, count - warmUp, clients);
}
