// The reference: the fastest answer Node's own http module gives on this machine, measured in the same run.
// `/` answers a tiny JSON; `/<name>` answers BODY_DIR/<name>.json — a real answer of the API captured at the start
// of the run — so each endpoint is compared with a bare server sending the very same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = new Map([['/', Buffer.from('{"data":{"id":1},"message":"تم بنجاح"}')]]);
if (process.env.BODY_DIR) {
  for (const file of readdirSync(process.env.BODY_DIR)) {
    bodies.set(`/${file.replace(/\.json$/, '')}`, readFileSync(`${process.env.BODY_DIR}/${file}`));
  }
}
const port = Number(process.env.PORT ?? 4101);
createServer((request, response) => {
  const body = bodies.get(request.url ?? '/') ?? bodies.get('/');
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
