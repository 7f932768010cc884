/**
 * The client-safe parts of the contract. The package's one entry (`@wb/contract`) re-exports every zod schema and
 * the route table, and a client component importing anything from it ships zod and the whole contract (measured:
 * 43 KB gzip). The search normaliser has no dependencies, so client code takes it from its file; server code and
 * `import type` use `@wb/contract` as usual. Client messages are in `client-messages.ts`.
 *
 * When the contract exports a `./normalize` subpath, this line becomes a package import.
 */
export { isBlankKeyword, normalizeSearchText, toWesternDigits } from '../../../packages/contract/src/normalize';
