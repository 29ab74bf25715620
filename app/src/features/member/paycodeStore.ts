import { fetchPaycodeStatus, issuePaycode } from './api';
import { createPaycodeController } from './paycode';

const controller = createPaycodeController({ issue: issuePaycode, status: fetchPaycodeStatus });

/** The member's current pay code; read it with `useSnapshot(paycode)`. */
export const paycode = controller.state;
export const { refresh: refreshPaycode, stop: stopPaycodePolling } = controller;
