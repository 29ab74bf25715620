// The assertions of the server tests: a call's failure and its envelope, and answers
// checked against the contract's schemas.
import { expect } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ApiError } from '@citylife/api-client';
import { loadContract } from '../http/contract.js';

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** Expects a value to match a schema of the contract's components (`Order`, `Cart`, ...). */
export function expectSchema(name: string, value: unknown): void {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'example' });
    ajv.addSchema(loadContract().document as object, 'contract');
  }
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract#/components/schemas/${name}` });
    validators.set(name, validate);
  }
  const valid = validate(value);
  expect(valid ? [] : validate.errors, `${name} ${JSON.stringify(value).slice(0, 300)}`).toEqual(
    [],
  );
}

/** The failure a call ends with (fails the test when it succeeds). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The HTTP status of the failure a call ends with (fails the test when it succeeds). */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  return (await failureOf(promise)).status;
}

/** Expects a call to fail with an HTTP status (and, when given, a message). */
export async function expectFailure(
  promise: Promise<unknown>,
  status: number,
  message?: string | RegExp | Record<string, string | RegExp>,
): Promise<ApiError> {
  const error = await failureOf(promise);
  expect(error.status, JSON.stringify(error.payload)).toBe(status);
  expect(error.payload.code).toBe(status);
  if (typeof message === 'string') expect(error.payload.message).toBe(message);
  else if (message instanceof RegExp) expect(String(error.payload.message)).toMatch(message);
  else if (message) expect(error.payload.message).toMatchObject(message);
  return error;
}
