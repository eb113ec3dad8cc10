/** A view waiting to be sent, as the JSON it adds to a batch's body. */
export interface QueuedEvent {
  json: string;
  bytes: number;
  /** Its place in the order of `record` calls, from 1. */
  seq: number;
}

export interface ViewQueueLimits {
  maxBatchSize: number;
  maxBatchBytes: number;
  /** Events held at most, waiting or in the batch being sent. */
  maxQueue: number;
}

const ENVELOPE_BYTES = '{"events":[]}'.length;

/**
 * The views waiting to be sent, in order, and the batch being sent. Batches are cut by count and
 * bytes; sequence numbers say which views are due (the batch window passed, or a flush asked for
 * them) and which are settled (sent or dropped), so a flush knows when its views are done.
 */
export class ViewQueue {
  private readonly events: QueuedEvent[] = [];
  private bytes = 0;
  /** Events in the batch being sent. */
  inFlight = 0;
  /** The sequence number of the last view queued. */
  lastSeq = 0;
  /** Every view up to this one is sent or dropped. */
  settledSeq = 0;
  /** Views up to this one are due now. */
  private dueSeq = 0;

  constructor(private readonly limits: ViewQueueLimits) {}

  /** Queues a view's JSON, or says why it cannot be: too large for any batch, or no room left. */
  add(json: string): "queued" | "too_large" | "full" {
    const bytes = utf8Length(json);
    if (bytes + ENVELOPE_BYTES > this.limits.maxBatchBytes) return "too_large";
    if (this.events.length + this.inFlight >= this.limits.maxQueue) return "full";
    this.lastSeq += 1;
    this.events.push({ json, bytes, seq: this.lastSeq });
    this.bytes += bytes + 1;
    return "queued";
  }

  /** Views held: waiting, or in the batch being sent. */
  get held(): number {
    return this.events.length + this.inFlight;
  }

  get waiting(): number {
    return this.events.length;
  }

  isBatchFull(): boolean {
    return (
      this.events.length >= this.limits.maxBatchSize ||
      this.bytes + ENVELOPE_BYTES > this.limits.maxBatchBytes
    );
  }

  hasDueBatch(): boolean {
    const first = this.events[0];
    return first !== undefined && (first.seq <= this.dueSeq || this.isBatchFull());
  }

  /** Every view queued up to `seq` is due now. */
  markDue(seq: number): void {
    this.dueSeq = Math.max(this.dueSeq, seq);
  }

  /** Takes the next batch off the queue: as many views as fit its count and bytes. */
  takeBatch(): QueuedEvent[] {
    let count = 0;
    let bytes = ENVELOPE_BYTES;
    for (const event of this.events) {
      if (count === this.limits.maxBatchSize) break;
      const added = event.bytes + (count > 0 ? 1 : 0);
      if (count > 0 && bytes + added > this.limits.maxBatchBytes) break;
      bytes += added;
      count += 1;
    }
    const events = this.events.splice(0, count);
    for (const event of events) this.bytes -= event.bytes + 1;
    this.inFlight = events.length;
    return events;
  }

  /** The batch ending with view `lastSeq` is sent or dropped. */
  settle(lastSeq: number): void {
    this.inFlight = 0;
    this.settledSeq = Math.max(this.settledSeq, lastSeq);
  }
}

/** A batch's body: the views' JSON in the API's envelope. */
export function batchBody(events: readonly QueuedEvent[]): string {
  return `{"events":[${events.map((e) => e.json).join(",")}]}`;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one four-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}
