// Calls measured side by side take turns, each round in a new order. A garbage collection V8
// schedules as a task runs at the start of the next request, so in a fixed order the call after
// the one that allocated most took most pauses (bench:register: /readyz's successor had a p99 of
// 3.9 ms against 0.5 ms for the same call signed in). Seeded: a run's orders repeat.

/** For each of `rounds` rounds, the indices 0..count-1 in a shuffled order (Fisher–Yates). */
export function roundOrders(count: number, rounds: number, seed = 17): number[][] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const order = Array.from({ length: count }, (_, index) => index);
  const orders: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    for (let at = order.length - 1; at > 0; at--) {
      const other = Math.floor(random() * (at + 1));
      [order[at], order[other]] = [order[other] ?? other, order[at] ?? at];
    }
    orders.push([...order]);
  }
  return orders;
}
