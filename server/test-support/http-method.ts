/** A method the contract suites (resource-contract.ts, tree-contract.ts) call a route with. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
