// What writes.bench.ts hands its load process: the server, the shoppers and what they act on,
// what it answers, and the request bodies both sides write.

export interface PlanShopper {
  id: number;
  token: string;
  lineId: number;
  addressId: number;
  pending: Array<{ sn: string; amount: string }>;
}
/** What the load process answers of a measured call: autocannon's figures, all runs as one. */
export interface LoadResult {
  requests: { total: number };
  latency: { p99: number; max: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
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

/** An address of the shopper's: a new one, or (with its id) the same one changed. */
export const addressBody = (shopper: PlanShopper, turn: number): string =>
  JSON.stringify({
    ...(shopper.addressId ? { id: shopper.addressId } : {}),
    contact: '王五',
    phone: '13912345678',
    province: '内蒙古自治区',
    city: '鄂尔多斯市',
    district: '康巴什区',
    detail: `北区 2 号楼 ${(turn % 900) + 100} 室`,
    default: true,
  });
