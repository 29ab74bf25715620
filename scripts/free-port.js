// A free loopback port, found synchronously (Playwright configs are not async): a short
// child process binds port 0 and prints what it was given.
import { execFileSync } from 'node:child_process';

const script =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}
