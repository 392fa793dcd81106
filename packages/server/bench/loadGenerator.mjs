/**
 * The load generator of `loadPath`, in a process of its own: in the server's process it would take
 * event-loop turns and CPU from the server it measures. Plain JavaScript, so that it starts without the
 * TypeScript loader. Sends what its argument describes ({ url, token, connections, seconds }, JSON) and
 * answers { requestsPerSecond, latencies (every answer's, in ms), failed } over IPC.
 */
import autocannon from 'autocannon';

const { url, token, connections, seconds } = JSON.parse(process.argv[2]);
const latencies = [];
const instance = autocannon(
  { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
  (error, done) => {
    if (error) throw error;
    process.send({
      requestsPerSecond: done.requests.average,
      latencies,
      failed: done.non2xx + done.errors,
    });
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
