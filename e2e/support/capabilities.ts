/**
 * The browser capabilities a test depends on, set by the test itself, so that no result
 * depends on which Chromium is installed. Each kind has the models real browsers have:
 *
 * - Motion sensors: a browser that asks through a tap (`requestPermission` on
 *   DeviceOrientationEvent and DeviceMotionEvent: iOS Safari, Chromium 156 and later), which
 *   the visitor grants or refuses; or one that asks nothing and sends events at once (older
 *   Android Chrome).
 * - Location and camera: access granted, refused, or a prompt nobody answers.
 * - Apple Pay: no Apple Pay JS (any browser but Safari on an Apple device), Apple Pay JS on
 *   a device that cannot pay, or one that can.
 *
 * Refused and unanswered prompts are answered by an init script, whatever the context grants,
 * so they hold from the page's next navigation on.
 */
import type { Page } from '@playwright/test';

/** How a browser asks for motion sensors. */
export type SensorAccess = 'tap, granted' | 'tap, refused' | 'no asking';

/** Every model of sensor access, for tests that cover them all. */
export const sensorAccessModels: readonly SensorAccess[] = [
  'tap, granted',
  'tap, refused',
  'no asking',
];

/** Whether the model asks for a tap before the events come. */
export const asksFirst = (model: SensorAccess) => model !== 'no asking';

/**
 * Sets how motion sensors are asked for. With a tap, `requestPermission` answers as the
 * visitor would, and (as on iOS) rejects when called outside a user gesture; the calls are
 * counted in `window.sensorPermissionRequests`. The machine's own sensor events (a computer
 * without sensors sends one without readings, or none at all) are held back: the page reads
 * only what the test dispatches.
 */
export async function setSensorAccess(page: Page, model: SensorAccess): Promise<void> {
  await page.addInitScript((chosen: SensorAccess) => {
    for (const type of ['deviceorientation', 'deviceorientationabsolute', 'devicemotion']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) event.stopImmediatePropagation();
        },
        { capture: true },
      );
    }
    const counted = window as unknown as { sensorPermissionRequests: number };
    counted.sensorPermissionRequests = 0;
    for (const name of ['DeviceOrientationEvent', 'DeviceMotionEvent'] as const) {
      const eventClass = window[name] as unknown as Record<string, unknown> | undefined;
      if (!eventClass) continue;
      if (chosen === 'no asking') {
        delete eventClass.requestPermission;
        if ('requestPermission' in eventClass) {
          Object.defineProperty(eventClass, 'requestPermission', {
            value: undefined,
            configurable: true,
          });
        }
        continue;
      }
      Object.defineProperty(eventClass, 'requestPermission', {
        configurable: true,
        writable: true,
        value: () => {
          counted.sensorPermissionRequests += 1;
          if (!navigator.userActivation.isActive) {
            return Promise.reject(
              new DOMException('requestPermission needs a user gesture', 'NotAllowedError'),
            );
          }
          return Promise.resolve(chosen === 'tap, granted' ? 'granted' : 'denied');
        },
      });
    }
  }, model);
}

/** How many times the page asked for sensor access. */
export const sensorPermissionRequests = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { sensorPermissionRequests: number }).sensorPermissionRequests,
  );

/** The answer to a location or camera prompt: granted, refused, or never given. */
export type AccessAnswer = 'granted' | 'refused' | 'no answer';

/** A position the browser reports. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Sets the answer to the page's location prompt. Granted goes through the browser's own
 * geolocation at `at`; refused answers every request with PERMISSION_DENIED at once; no
 * answer never calls back (the browser's own timeout only runs once access is given).
 */
export async function setLocationAccess(
  page: Page,
  answer: 'granted',
  at: Coordinates,
): Promise<void>;
export async function setLocationAccess(page: Page, answer: 'refused' | 'no answer'): Promise<void>;
export async function setLocationAccess(
  page: Page,
  answer: AccessAnswer,
  at?: Coordinates,
): Promise<void> {
  const context = page.context();
  if (answer === 'granted') {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(at!);
    return;
  }
  await page.addInitScript((refused: boolean) => {
    const deny = (onError?: PositionErrorCallback | null) => {
      const error = {
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError;
      setTimeout(() => onError?.(error), 0);
    };
    let watches = 0;
    Object.defineProperties(Geolocation.prototype, {
      getCurrentPosition: {
        configurable: true,
        value(_success: PositionCallback, onError?: PositionErrorCallback | null) {
          if (refused) deny(onError);
        },
      },
      watchPosition: {
        configurable: true,
        value(_success: PositionCallback, onError?: PositionErrorCallback | null) {
          if (refused) deny(onError);
          return ++watches;
        },
      },
      clearWatch: { configurable: true, value() {} },
    });
    const query = Permissions.prototype.query;
    Permissions.prototype.query = function (descriptor: PermissionDescriptor) {
      if (descriptor.name !== 'geolocation') return query.call(this, descriptor);
      return Promise.resolve({
        name: 'geolocation',
        state: refused ? 'denied' : 'prompt',
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      } as unknown as PermissionStatus);
    };
  }, answer === 'refused');
}

/**
 * Sets the answer to the page's camera prompt. Granted opens the browser's camera (the test
 * launches Chromium with its fake device); refused rejects with NotAllowedError; no answer
 * never settles.
 */
export async function setCameraAccess(page: Page, answer: AccessAnswer): Promise<void> {
  if (answer === 'granted') {
    await page.context().grantPermissions(['camera']);
    return;
  }
  await page.addInitScript((refused: boolean) => {
    MediaDevices.prototype.getUserMedia = () =>
      refused
        ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
        : new Promise<MediaStream>(() => {});
  }, answer === 'refused');
}

/** What a browser has of Apple Pay. */
export type ApplePayModel = 'absent' | 'cannot pay' | 'can pay';

/**
 * What the payer does on the Apple Pay sheet: authorise, cancel, or authorise on a sheet
 * whose token was tampered with on the way (its signature replaced).
 */
export type ApplePaySheetAnswer = 'authorise' | 'cancel' | 'tampered';

/**
 * Sets Apple Pay as `model`. With Apple Pay JS, `ApplePaySession` is a stand-in for Safari's:
 * `canMakePayments` answers as the model says; a session's sheet asks to validate the
 * merchant with the sandbox gateway's own validation URL, then the payer either cancels or
 * authorises the request's total, for which the sandbox plays Apple and makes the payment
 * token (`POST /pay/sandbox/applePay/token`, with the member's session); a tampered token
 * has another signature. What the page did
 * is kept in `window.applePayRecord`: the request, and the status it completed the payment
 * with.
 */
export async function setApplePay(
  page: Page,
  model: ApplePayModel,
  answer: ApplePaySheetAnswer = 'authorise',
): Promise<void> {
  if (model === 'absent') return;
  await page.addInitScript(
    ({ canPay, payerAnswer }) => {
      type Handler = ((event: unknown) => void) | null;
      const record: { request?: unknown; completed?: number; aborted?: boolean } = {};
      (window as unknown as { applePayRecord: typeof record }).applePayRecord = record;
      class ApplePaySession {
        static readonly STATUS_SUCCESS = 0;
        static readonly STATUS_FAILURE = 1;
        static canMakePayments() {
          return canPay;
        }
        onvalidatemerchant: Handler = null;
        onpaymentauthorized: Handler = null;
        oncancel: Handler = null;
        constructor(
          readonly version: number,
          readonly request: { total: { amount: string } },
        ) {
          record.request = request;
        }
        begin() {
          const validationURL = `${location.origin}/pay/sandbox/applePay/startSession`;
          setTimeout(() => this.onvalidatemerchant?.({ validationURL }), 0);
        }
        completeMerchantValidation(merchantSession: unknown) {
          if (payerAnswer === 'cancel') {
            setTimeout(() => this.oncancel?.({}), 0);
            return;
          }
          void fetch('/pay/sandbox/applePay/token', {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              'X-Requested-With': 'XMLHttpRequest',
            },
            body: JSON.stringify({ merchantSession, amount: Number(this.request.total.amount) }),
          })
            .then((response) => response.json() as Promise<{ data: unknown }>)
            .then(({ data }) => {
              const token = data as { paymentData: { signature: string } };
              if (payerAnswer === 'tampered') token.paymentData.signature = '0'.repeat(64);
              this.onpaymentauthorized?.({ payment: { token } });
            });
        }
        completePayment(status: number) {
          record.completed = status;
        }
        abort() {
          record.aborted = true;
        }
      }
      (window as unknown as { ApplePaySession: typeof ApplePaySession }).ApplePaySession =
        ApplePaySession;
    },
    { canPay: model === 'can pay', payerAnswer: answer },
  );
}

/** What the page did with the Apple Pay stand-in (see `setApplePay`). */
export const applePayRecord = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { applePayRecord: { request?: unknown; completed?: number } })
        .applePayRecord,
  );
