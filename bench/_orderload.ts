import { measure } from './measure';
import { orderRequests, prepareOrderShoppers } from './orders';
const url = 'postgres://postgres@127.0.0.1:5432/wb_bench';
const shoppers = await prepareOrderShoppers(url, Number(process.env.N ?? 1500));
const r = await measure(Number(process.env.PORT ?? 4100), orderRequests(shoppers, { 'x-app-key': 'wb-dev-key', 'content-type': 'application/json' }), 0, Number(process.env.N ?? 1500), 100);
console.log(JSON.stringify(r));
