// The reference: the fastest JSON answer Node's own http module gives on this machine, measured in the same run.
import { createServer } from 'node:http';

const body = JSON.stringify({ data: { id: 1, title: 'مرجع', price: 25000 }, message: 'تم بنجاح' });
const port = Number(process.env.PORT ?? 4101);
createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
