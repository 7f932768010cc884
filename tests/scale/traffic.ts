/** The shoppers' side of the scale test: an order that is repeated until it has an answer, and steady traffic. */

export interface Outcome {
  status: number;
  tries: number;
}

type Api = (path: string, init: RequestInit & { token?: string }) => Promise<Response>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places one order as the storefront does: one Idempotency-Key for the press, repeated with the same key while the
 * answer is "try again" — no answer at all, a 5xx, or 409 (the first try is still being carried out) — until it is
 * placed (200, or the first answer replayed) or refused for good (another 4xx).
 */
export async function orderUntilAnswered(api: Api, token: string, key: string): Promise<Outcome> {
  const deadline = Date.now() + 60_000;
  let tries = 0;
  let status = 0;
  while (Date.now() < deadline) {
    tries++;
    try {
      const response = await api('/app/orders', {
        method: 'POST',
        token,
        headers: { 'idempotency-key': key },
        body: JSON.stringify({ wallet: 0, gifts: [] }),
      });
      await response.body?.cancel();
      status = response.status;
      if (status !== 409 && status < 500) return { status, tries };
    } catch {
      status = 0;
    }
    await sleep(300);
  }
  return { status, tries };
}

export interface TrafficResult {
  requests: number;
  failures: string[];
}

/**
 * Shoppers browsing while the shop is redeployed: the home page and a listing from the storefront, the catalogue
 * from the API, and a signed-in shopper's cart read and written (with an Idempotency-Key, as the storefront writes).
 * A failure is anything but a 2xx answer.
 */
export class SteadyTraffic {
  private running = false;
  private loops: Promise<void>[] = [];
  private requests = 0;
  private readonly failures: string[] = [];

  constructor(
    private readonly base: string,
    private readonly appKey: string,
    /** One signed-in shopper per lane: each writes well within her per-minute write limit. */
    private readonly tokens: string[],
  ) {}

  start(concurrency: number): void {
    this.running = true;
    this.loops = Array.from({ length: concurrency }, (_, i) => this.loop(i));
  }

  async stop(): Promise<TrafficResult> {
    this.running = false;
    await Promise.all(this.loops);
    return { requests: this.requests, failures: this.failures };
  }

  private async loop(lane: number): Promise<void> {
    const headers = { 'x-app-key': this.appKey, 'content-type': 'application/json' };
    const signedIn = { ...headers, 'authorization-jwt': `jwt ${this.tokens[lane % this.tokens.length]}` };
    const reads: Array<() => Promise<Response>> = [
      () => fetch(`${this.base}/`),
      () => fetch(`${this.base}/api/v2/app/categories`, { headers }),
      () => fetch(`${this.base}/search?q=${encodeURIComponent('كريم')}`),
      () => fetch(`${this.base}/api/v2/app/cart`, { headers: signedIn }),
    ];
    const write = () =>
      fetch(`${this.base}/api/v2/app/cart`, {
        method: 'DELETE',
        headers: { ...signedIn, 'idempotency-key': `scale-steady-${lane}-${Date.now()}` },
      });
    let turn = lane;
    let lastWrite = 0;
    while (this.running) {
      // A write every 3 s per lane: 20 a minute, under the shopper's limit.
      const writing = Date.now() - lastWrite > 3_000;
      if (writing) lastWrite = Date.now();
      const call = writing ? write : (reads[turn++ % reads.length] as () => Promise<Response>);
      this.requests++;
      try {
        const response = await call();
        await response.arrayBuffer();
        if (response.status >= 300) this.failures.push(`${response.status} ${response.url}`);
      } catch (error) {
        this.failures.push(`no answer: ${(error as Error).message}`);
      }
      await sleep(50);
    }
  }
}
