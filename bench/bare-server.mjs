// The reference: the fastest answer Node's own http module gives on this machine, measured in the same run. It
// serves a real product-details answer (BODY_FILE), so the comparison measures our stack, not the payload's size.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : Buffer.from('{"data":{},"message":"تم"}');
const port = Number(process.env.PORT ?? 4101);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port} (${body.length} bytes)`));
