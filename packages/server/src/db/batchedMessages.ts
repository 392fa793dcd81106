import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/** The protocol version of a startup packet (3.0), which has no type byte. */
const STARTUP_PROTOCOL = 196_608;

/** The handler's private parts this patch uses, as pglite-socket 0.2.17 names them. */
interface HandlerInternals {
  socket: {
    writable: boolean;
    write(data: Buffer, callback: (error?: Error) => void): void;
    cork(): void;
    uncork(): void;
  } | null;
  active: boolean;
  messageBuffer: Buffer;
  id: number;
  queryQueue: {
    enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  };
  handleSslRequest(): boolean;
  handleCancelRequest(): boolean;
  dispatchEvent(event: Event): boolean;
}

/**
 * The length of the complete messages at the start of `buffer` that may run as one batch: a startup packet
 * alone, else every complete typed message (what a client sends for one query: Parse, Bind, Describe,
 * Execute, Sync, or one simple Query).
 */
function batchLength(buffer: Buffer): number {
  if (buffer.length >= 8 && buffer.readInt32BE(4) === STARTUP_PROTOCOL) {
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  let end = 0;
  while (end + 5 <= buffer.length) {
    const length = 1 + buffer.readInt32BE(end + 1);
    if (end + length > buffer.length) break;
    end += length;
  }
  return end;
}

/**
 * Makes pglite-socket hand PGlite all the complete messages a connection sent at once in one call, instead
 * of one call per message. PGlite runs a call's messages in order (its main loop reads until the input is
 * used up) and then writes its files, so a parameterised statement — five messages — costs the database
 * process one round instead of five, and messages that arrived together are never split by another
 * connection's. (Outside an explicit transaction the multiplexer may still interleave messages that arrive
 * apart, which is why `Database.statement` sends one simple query.) pglite-socket is pinned exactly.
 */
export function batchSocketMessages(): void {
  const prototype = PGLiteSocketHandler.prototype as unknown as { handleData(data: Buffer): Promise<number> };
  prototype.handleData = async function handleData(this: HandlerInternals, data: Buffer): Promise<number> {
    if (!this.socket || !this.active) return 0;
    this.messageBuffer = Buffer.concat([this.messageBuffer, data]);
    let written = 0;
    while (this.messageBuffer.length > 0) {
      if (this.handleSslRequest() || this.handleCancelRequest()) continue;
      const length = batchLength(this.messageBuffer);
      if (length === 0 || !this.socket || !this.active) break;
      const batch = new Uint8Array(this.messageBuffer.subarray(0, length));
      this.messageBuffer = this.messageBuffer.subarray(length);
      let failed: Error | undefined;
      // The batch's answers (PGlite hands them over message by message) leave in one write, not one each.
      const { socket } = this;
      socket.cork();
      try {
        await this.queryQueue.enqueue(this.id, batch, (answer) => {
          if (answer.length === 0 || !socket.writable || !this.active) return;
          socket.write(Buffer.from(answer), (error) => {
            if (error) failed = error;
          });
          written += answer.length;
        });
      } finally {
        socket.uncork();
      }
      if (failed) throw failed;
    }
    this.dispatchEvent(new CustomEvent('data', { detail: { incoming: data.length, outgoing: written } }));
    return written;
  };
}
