/** Account types as the desk names them (who placed an order, whose account it is): the contract's wording. */
export { roleLabels } from '@wb/contract/roles';
