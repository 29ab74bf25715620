// Which calls of the product specification (its list, copied to openapi/spec-calls.txt) the
// contract describes.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `GET /a/{x}/b` lines of calls.txt as {method, path}; comments and blanks skipped. */
export function parseCalls(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path, ...rest] = line.split(/\s+/);
      if (!method || !path || rest.length) throw new Error(`Unreadable call line: ${line}`);
      return { method: method.toUpperCase(), path };
    });
}

/** A path with its parameter names dropped, so parameters compare by position only. */
export function pathShape(path) {
  return path.replace(/\{[^}]*\}/g, '{}');
}

/** The calls that no operation of `document` describes (same method, same path shape). */
export function missingCalls(calls, document) {
  const described = new Set();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (item?.[method]) described.add(`${method.toUpperCase()} ${pathShape(path)}`);
    }
  }
  return calls.filter(({ method, path }) => !described.has(`${method} ${pathShape(path)}`));
}

export function readContract(file = new URL('../../openapi/openapi.yaml', import.meta.url)) {
  return parse(readFileSync(file, 'utf8'));
}
