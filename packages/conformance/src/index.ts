export {
  buildRequest,
  contractFile,
  createValidators,
  listOperations,
  loadDocument,
  malformedRequests,
  requiresAuth,
  runConformance,
  sample,
  stringFields,
  wrongTypes,
  type BuiltRequest,
  type CheckOutcome,
  type CheckResult,
  type Json,
  type JsonObject,
  type Operation,
  type Role,
  type RunOptions,
} from './conformance.js';
export { signIn, SignInUnavailable, type Session, type SignInMethod } from './signIn.js';
export {
  formatTable,
  skippedOperations,
  summarize,
  summaryLine,
  toJUnit,
  type Summary,
} from './report.js';
export { HELP, main, parseOptions, type CliOutput } from './cli.js';
