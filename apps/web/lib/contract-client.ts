/**
 * The client-safe parts of the contract, imported by file. The package's one entry (`@wb/contract`) re-exports
 * every zod schema and the route table, and a client component importing anything from it ships zod and the whole
 * contract (measured: 43 KB gzip). Messages and the search normaliser have no dependencies, so client code takes
 * them from here; server code and `import type` use `@wb/contract` as usual.
 *
 * When the contract exports `./messages` and `./normalize` subpaths, these two lines become package imports.
 */
export { messages } from '../../../packages/contract/src/messages';
export { isBlankKeyword, normalizeSearchText, toWesternDigits } from '../../../packages/contract/src/normalize';
