import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when its answer has gone: the request (method, URL, host, client address), the status
 * and the time taken — what Fastify's two lines (`incoming request`, then `request completed`) said between them.
 * At the default level (info) every line is serialised and written to stdout at once, a system call each: the two
 * lines were about 9% of GET app/cart's CPU, the one about 5% (issue 25). Errors are still logged as they happen
 * (error-handler.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
