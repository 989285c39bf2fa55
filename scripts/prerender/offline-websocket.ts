/**
 * A WebSocket that never connects, for the build's prerender: the Convex client opens its socket
 * when a component first asks a query, and Node 20 has no WebSocket. Nothing leaves the machine,
 * and every query stays "loading", which is what the browser's first render shows too.
 * Returns a function that puts back whatever was there before.
 */
class OfflineWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = OfflineWebSocket.CONNECTING;
  binaryType = "blob";
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {
    this.readyState = OfflineWebSocket.CLOSED;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

export function offlineWebSocket(): () => void {
  const previous = Object.getOwnPropertyDescriptor(globalThis, "WebSocket");
  Object.defineProperty(globalThis, "WebSocket", { value: OfflineWebSocket, configurable: true, writable: true });
  return () => {
    if (previous) Object.defineProperty(globalThis, "WebSocket", previous);
    else Reflect.deleteProperty(globalThis, "WebSocket");
  };
}
