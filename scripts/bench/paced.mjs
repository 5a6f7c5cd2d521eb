// An open-loop load generator: request k is due at start + k / rate, sent on one of `connections`
// keep-alive sockets (queued while all are busy), and its latency is measured from the moment it
// was due, so a late timer, a full pool or a stalled server all count against the figures (no
// coordinated omission). autocannon's `overallRate` instead lets every connection send its
// per-second quota back to back at the top of each second: 500 "requests/s" arrive within ~100 ms
// and the rest of the second is idle, which measures a burst at ~10 times the stated rate.
import { connect } from 'node:net';

const TIMEOUT_MS = 5000;

/** The value at quantile `q` (0..1) of sorted numbers. */
function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * A keep-alive HTTP/1.1 connection carrying one GET at a time, reading answers by Content-Length
 * or chunked encoding: far lighter than node:http's client, so the load generator takes less of
 * the CPU it shares with the server. `send(path)` resolves to the status (0 on an error).
 */
function connection(host, port) {
  let socket;
  let buffer = Buffer.alloc(0);
  let current; // { resolve, status, need } of the GET in flight
  const open = () => {
    socket = connect(port, host);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      read();
    });
    socket.on('error', () => finish(0, true));
    socket.on('close', () => finish(0, true));
  };
  const finish = (status, broken) => {
    const done = current;
    current = undefined;
    buffer = Buffer.alloc(0);
    if (broken && socket) {
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      socket = undefined;
    }
    done?.resolve(status);
  };
  const read = () => {
    if (!current) return;
    if (current.need === undefined) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      current.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      current.chunked = !length && /\r\ntransfer-encoding: *chunked/i.test(head);
      current.need = end + 4 + (length ? Number(length[1]) : 0);
      if (current.chunked) current.bodyStart = end + 4;
    }
    if (current.chunked) {
      if (buffer.indexOf('0\r\n\r\n', current.bodyStart) < 0) return;
    } else if (buffer.length < current.need) return;
    finish(current.status, false);
  };
  return {
    send(target) {
      const { path, headers = {} } = typeof target === 'string' ? { path: target } : target;
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      return new Promise((resolve) => {
        if (!socket) open();
        current = { resolve };
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: */*\r\n${extra}\r\n`,
        );
      });
    },
    close: () => socket?.destroy(),
  };
}

/**
 * Send `rate` GETs per second for `duration` seconds, evenly spaced; `pathOf(k)` names the k-th
 * path (or gives `{ path, headers }`). Resolves to { requests, rate, p50, p90, p99, max, errors } with latencies in ms.
 */
export async function paced({ origin, pathOf, rate, duration, connections }) {
  const { hostname, port } = new URL(origin);
  const idle = Array.from({ length: connections }, () => connection(hostname, Number(port)));
  const waiting = []; // [due, path] while every connection is busy
  const total = Math.round(rate * duration);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let answered = 0;
  if (total === 0) return { requests: 0, rate: 0, p50: 0, p90: 0, p99: 0, max: 0, errors: 0 };
  const start = performance.now();
  await new Promise((resolve) => {
    const run = (conn, due, path) => {
      const timer = setTimeout(() => conn.close(), TIMEOUT_MS);
      conn.send(path).then((status) => {
        clearTimeout(timer);
        latencies.push(performance.now() - due);
        if (status < 200 || status >= 300) errors += 1;
        answered += 1;
        const next = waiting.shift();
        if (next) run(conn, ...next);
        else idle.push(conn);
        if (answered === total) resolve();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const due = start + (sent * 1000) / rate;
        const path = pathOf(sent);
        sent += 1;
        const conn = idle.pop();
        if (conn) run(conn, due, path);
        else waiting.push([due, path]);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  for (const conn of idle) conn.close();
  latencies.sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    requests: total,
    rate: Math.round(total / elapsed),
    p50: ms(quantile(latencies, 0.5)),
    p90: ms(quantile(latencies, 0.9)),
    p99: ms(quantile(latencies, 0.99)),
    max: ms(latencies.at(-1) ?? 0),
    errors,
  };
}
