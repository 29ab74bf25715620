// Hostile clients in a process of their own (started by server/src/test/hostile.ts), so that
// sending their bodies costs the process of the server under test nothing. The first message
// brings `{ baseUrl, requests }` and is answered 'ready'; on the next one every request is
// sent at once, each on a connection of its own, and the answers (status, body, milliseconds
// until the answer ended) are sent back in the same order.
import http from 'node:http';

/** @param {string} baseUrl @param {{ method: string, path: string, headers: Record<string, string>, body: Uint8Array }} request */
function send(baseUrl, request) {
  return new Promise((resolve) => {
    const started = performance.now();
    let answered = false;
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(request.body.length) },
        agent: false,
      },
      (response) => {
        answered = true;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    // A server that answers before the body's end may close the connection under the rest
    // of it; only a connection lost before any answer is a failure.
    outgoing.on('error', (error) => {
      if (!answered) resolve({ status: 0, body: String(error.code ?? error.message), ms: 0 });
    });
    outgoing.end(Buffer.from(request.body));
  });
}

process.once('message', ({ baseUrl, requests }) => {
  process.once('message', async () => {
    process.send(await Promise.all(requests.map((request) => send(baseUrl, request))));
    process.disconnect();
  });
  process.send('ready');
});
