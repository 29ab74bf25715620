import type { components } from '@citylife/api-client';

type TopupSlot = components['schemas']['TopupSlot'];

/** The slot the screen starts with: the one the server marks as the default choice. */
export function defaultTopupAmount(slots: readonly TopupSlot[]): number | undefined {
  return slots.find((slot) => slot.selected)?.amount;
}

/**
 * The amount to top up: the chosen slot's, or undefined when none of the offered slots is
 * chosen (a top-up needs a selected amount).
 */
export function chosenTopupAmount(
  slots: readonly TopupSlot[],
  chosen: number | undefined,
): number | undefined {
  return slots.some((slot) => slot.amount === chosen) ? chosen : undefined;
}

/**
 * The order a top-up is for (`?for=SN`, from its cashier when the balance was short): the
 * top-up's cashier takes the member back to it once paid. Only an order number is taken.
 */
export function topupFor(search: string): string | undefined {
  const sn = new URLSearchParams(search).get('for') ?? '';
  return /^[0-9A-Za-z]{8,32}$/.test(sn) ? sn : undefined;
}
