/**
 * The best `k` of a stream of (score, id) pairs: higher score first, then lower id. A bounded
 * min-heap (its root is the worst kept), so a stream of n costs n log k.
 */
export class TopK {
  private readonly scores: number[] = [];
  private readonly ids: number[] = [];

  constructor(private readonly k: number) {}

  /** True when the heap holds k entries (a newcomer must beat `worstScore`). */
  get full(): boolean {
    return this.ids.length >= this.k;
  }

  /** The lowest score kept (meaningful when full). */
  get worstScore(): number {
    return this.scores[0] ?? -Infinity;
  }

  /** True when (sa, ia) ranks after (sb, ib). */
  private static worse(sa: number, ia: number, sb: number, ib: number): boolean {
    return sa !== sb ? sa < sb : ia > ib;
  }

  offer(score: number, id: number): void {
    const { scores, ids } = this;
    if (ids.length < this.k) {
      scores.push(score);
      ids.push(id);
      let at = ids.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!TopK.worse(scores[at]!, ids[at]!, scores[parent]!, ids[parent]!)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    if (this.k === 0 || !TopK.worse(scores[0]!, ids[0]!, score, id)) return;
    scores[0] = score;
    ids[0] = id;
    let at = 0;
    for (;;) {
      const l = at * 2 + 1;
      const r = l + 1;
      let m = at;
      if (l < ids.length && TopK.worse(scores[l]!, ids[l]!, scores[m]!, ids[m]!)) m = l;
      if (r < ids.length && TopK.worse(scores[r]!, ids[r]!, scores[m]!, ids[m]!)) m = r;
      if (m === at) return;
      this.swap(at, m);
      at = m;
    }
  }

  private swap(a: number, b: number): void {
    const { scores, ids } = this;
    [scores[a], scores[b]] = [scores[b]!, scores[a]!];
    [ids[a], ids[b]] = [ids[b]!, ids[a]!];
  }

  /** The ids kept, best first. */
  ranked(): number[] {
    const order = this.ids.map((_, i) => i);
    order.sort((a, b) => (TopK.worse(this.scores[a]!, this.ids[a]!, this.scores[b]!, this.ids[b]!) ? 1 : -1));
    return order.map((i) => this.ids[i]!);
  }
}
