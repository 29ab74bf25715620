// What writes.bench.ts hands its load process: the server, the shoppers and what they act on.

export interface PlanShopper {
  id: number;
  token: string;
  lineId: number;
  addressId: number;
  pending: Array<{ sn: string; amount: string }>;
}
export interface Plan {
  base: string;
  connections: number;
  itemIds: number[];
  checkoutBody: string;
  shoppers: PlanShopper[];
}
/** The calls measured, by name: one request or a sequence a connection repeats. */
export const SCENARIOS = [
  'trivial',
  'cart add',
  'cart quantity change',
  'add + checkout confirm',
  'balance payment',
  'top-up order',
  'address save',
  'shopper path: add, checkout, pay',
] as const;
export type Scenario = (typeof SCENARIOS)[number];
